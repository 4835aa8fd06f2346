-- CreateTable
CREATE TABLE "Vital" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "route" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "value" REAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "Vital_createdAt_idx" ON "Vital"("createdAt");

-- CreateIndex
CREATE INDEX "Vital_route_metric_createdAt_idx" ON "Vital"("route", "metric", "createdAt");

