-- CreateTable
CREATE TABLE "Vital" (
    "id" TEXT NOT NULL,
    "route" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Vital_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Vital_createdAt_idx" ON "Vital"("createdAt");

-- CreateIndex
CREATE INDEX "Vital_route_metric_createdAt_idx" ON "Vital"("route", "metric", "createdAt");

