"use client";

import { useState } from "react";
import { publishAccount } from "@/lib/client/account";
import { ACCOUNT_PAGE } from "@/lib/content/account";
import { AccountForm } from "./account-form";

/** The account page's sections: name, password, download, deletion (its code asked for first). */
export function AccountSettings({
  name,
  email,
  operator = false,
}: {
  name: string;
  email: string;
  operator?: boolean;
}) {
  const [codeSent, setCodeSent] = useState(false);
  return (
    <div className="space-y-8">
      <AccountForm
        title={ACCOUNT_PAGE.nameTitle}
        fields={[{ name: "name", label: ACCOUNT_PAGE.nameLabel, autoComplete: "name", defaultValue: name }]}
        submit={ACCOUNT_PAGE.nameSave}
        endpoint="/api/account/name"
        onSuccess={(values) => publishAccount({ name: values.name?.trim() ?? name, email })}
      />
      <AccountForm
        title={ACCOUNT_PAGE.passwordTitle}
        intro={ACCOUNT_PAGE.passwordIntro}
        fields={[
          {
            name: "currentPassword",
            label: ACCOUNT_PAGE.currentPassword,
            type: "password",
            autoComplete: "current-password",
          },
          { name: "password", label: ACCOUNT_PAGE.newPassword, type: "password", autoComplete: "new-password" },
          {
            name: "confirmPassword",
            label: ACCOUNT_PAGE.confirmPassword,
            type: "password",
            autoComplete: "new-password",
          },
        ]}
        submit={ACCOUNT_PAGE.passwordSave}
        endpoint="/api/account/password"
      />
      <section aria-labelledby="account-data-title" className="rounded-lg border border-border p-6">
        <h2 id="account-data-title" className="text-xl font-bold">
          {ACCOUNT_PAGE.dataTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{ACCOUNT_PAGE.dataIntro}</p>
        <a
          href="/api/account/data"
          download
          className="mt-4 inline-block rounded-md border border-border px-5 py-3 font-semibold hover:bg-muted"
        >
          {ACCOUNT_PAGE.dataDownload}
        </a>
      </section>
      {operator ? (
        <section aria-labelledby="account-delete-title" className="rounded-lg border border-border p-6">
          <h2 id="account-delete-title" className="text-xl font-bold">
            {ACCOUNT_PAGE.deleteTitle}
          </h2>
          <p className="mt-2">{ACCOUNT_PAGE.operatorCannotDelete}</p>
        </section>
      ) : (
        <AccountForm
          title={ACCOUNT_PAGE.deleteTitle}
          intro={ACCOUNT_PAGE.deleteIntro}
          fields={[]}
          submit={ACCOUNT_PAGE.deleteSend}
          endpoint="/api/account/delete-code"
          onSuccess={() => setCodeSent(true)}
        />
      )}
      {codeSent && (
        <AccountForm
          title={ACCOUNT_PAGE.deleteCodeTitle}
          fields={[
            { name: "code", label: ACCOUNT_PAGE.deleteCode, autoComplete: "one-time-code", inputMode: "numeric" },
          ]}
          submit={ACCOUNT_PAGE.deleteConfirm}
          endpoint="/api/account/delete"
          onSuccess={() => publishAccount(null)}
        />
      )}
    </div>
  );
}
