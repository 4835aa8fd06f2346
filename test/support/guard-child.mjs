// A child process for test/build-guard.nodb.test.ts: `lock <base> <ms|until-SIGUSR2>` holds the build lock
// (printing "locked" when it has it and "unlocking" as it lets go), `serve <base> <port>` records itself
// as a server of <base>/.next and waits to be killed.
import { registerServer, withBuildLock } from "../../server/build-guard.mjs";

const [mode, base, arg] = process.argv.slice(2);
if (mode === "lock") {
  await withBuildLock(
    base,
    async () => {
      console.log(`locked ${Date.now()}`);
      // A timer keeps the process alive while it waits for the signal.
      const hold = setInterval(() => {}, 1000);
      await new Promise((resolve) => (arg === "until-SIGUSR2" ? process.once("SIGUSR2", resolve) : setTimeout(resolve, Number(arg))));
      clearInterval(hold);
      console.log(`unlocking ${Date.now()}`);
    },
    { onWait: (pid) => console.log(`waiting for ${pid}`), pollMs: 50 },
  );
} else if (mode === "serve") {
  process.on("exit", registerServer(base, { port: Number(arg) }));
  process.on("SIGTERM", () => process.exit(0));
  console.log("serving");
  setInterval(() => {}, 1000);
}
