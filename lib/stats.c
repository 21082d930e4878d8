/* lib/stats.c - statistics (DESIGN.md §4): queries, table and JSON output. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <string.h>

#include "internal.h"

static const char *const stats_purpose_names[BBMM_PURPOSE_COUNT] = {
    "read-in", "flow-out", "flow-in", "write-out", "box-out", "box-in", "user"};

const char *bbmm_purpose_name(bbmm_purpose p)
{
    return (unsigned)p < BBMM_PURPOSE_COUNT ? stats_purpose_names[p] : "unknown";
}

/* Add the counters of "s" to "sum". */
static void stats_add(bbmm_stats *sum, const bbmm_stats *s)
{
    int p;
    sum->alloc_bytes += s->alloc_bytes;
    sum->alloc_peak += s->alloc_peak;
    sum->allocations += s->allocations;
    sum->frees += s->frees;
    sum->evictions += s->evictions;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++) {
        sum->h2d[p].bytes += s->h2d[p].bytes;
        sum->h2d[p].count += s->h2d[p].count;
        sum->d2h[p].bytes += s->d2h[p].bytes;
        sum->d2h[p].count += s->d2h[p].count;
        sum->d2d[p].bytes += s->d2d[p].bytes;
        sum->d2d[p].count += s->d2d[p].count;
    }
    sum->kernels += s->kernels;
    sum->kernel_ns += s->kernel_ns;
    sum->transfer_ns += s->transfer_ns;
    sum->manager_ns += s->manager_ns;
    sum->busy_ns += s->busy_ns;
    sum->wait_ns += s->wait_ns;
}

/* Statistics of "dev" or the total (-1), lock held. */
static bbmm_status stats_get_locked(bbmm_context *ctx, int dev, bbmm_stats *out)
{
    int d;
    if (dev < -1 || dev >= ctx->ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, ctx->ndev);
    if (dev >= 0) {
        *out = ctx->dev[dev].stats;
        return BBMM_OK;
    }
    memset(out, 0, sizeof(*out));
    for (d = 0; d < ctx->ndev; d++)
        stats_add(out, &ctx->dev[d].stats);
    out->manager_ns += ctx->manager_ns;
    out->runs = ctx->runs;
    out->enqueue_ns = ctx->enqueue_ns;
    out->lookahead_max = ctx->lookahead_max;
    out->runs_narrowed = ctx->runs_narrowed;
    out->create_ns = ctx->create_ns;
    out->staging_ns = ctx->staging_ns;
    out->builds = ctx->builds;
    out->build_ns = ctx->build_ns;
    return BBMM_OK;
}

bbmm_status bbmm_stats_get(bbmm_context *ctx, int dev, bbmm_stats *out)
{
    bbmm_status st;
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    st = stats_get_locked(ctx, dev, out);
    pthread_mutex_unlock(&ctx->lock);
    return st;
}

bbmm_status bbmm_stats_reset(bbmm_context *ctx)
{
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    for (d = 0; d < ctx->ndev; d++) {
        uint64_t now = ctx->dev[d].stats.alloc_bytes;
        memset(&ctx->dev[d].stats, 0, sizeof(ctx->dev[d].stats));
        ctx->dev[d].stats.alloc_bytes = now;
        ctx->dev[d].stats.alloc_peak = now;
    }
    ctx->manager_ns = 0;
    ctx->runs = ctx->lookahead_max = ctx->enqueue_ns = ctx->runs_narrowed = 0;
    ctx->builds = ctx->build_ns = 0;
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_OK;
}

/* Sum the bytes of "c" over all purposes. */
static uint64_t stats_sum(const bbmm_xfer_count *c)
{
    uint64_t s = 0;
    int p;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        s += c[p].bytes;
    return s;
}

/* Print one table row for "s" labelled "label". */
static void stats_row(FILE *f, const char *label, const bbmm_stats *s)
{
    fprintf(f, "%-7s %14llu %14llu %7llu %6llu %14llu %14llu %14llu %8llu %10.3f %10.3f %10.3f\n", label,
            (unsigned long long)s->alloc_bytes, (unsigned long long)s->alloc_peak,
            (unsigned long long)s->allocations, (unsigned long long)s->evictions,
            (unsigned long long)stats_sum(s->h2d), (unsigned long long)stats_sum(s->d2h),
            (unsigned long long)stats_sum(s->d2d), (unsigned long long)s->kernels, s->kernel_ns / 1e6,
            s->transfer_ns / 1e6, s->manager_ns / 1e6);
}

/* Print the bytes of "c" by purpose on one line labelled "label". */
static void stats_purpose_row(FILE *f, const char *label, const bbmm_xfer_count *c)
{
    int p;
    fprintf(f, "  %-5s", label);
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        fprintf(f, " %13llu", (unsigned long long)c[p].bytes);
    fprintf(f, "\n");
}

bbmm_status bbmm_stats_print(bbmm_context *ctx, FILE *f)
{
    bbmm_stats s;
    char label[16];
    int d, p;
    if (!ctx || !f)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    fprintf(f, "BBMM statistics: %d device(s), platform %s\n", ctx->ndev, ctx->platform_name);
    fprintf(f, "%-7s %14s %14s %7s %6s %14s %14s %14s %8s %10s %10s %10s\n", "device", "alloc-bytes",
            "alloc-peak", "allocs", "evict", "h2d-bytes", "d2h-bytes", "d2d-bytes", "kernels", "kernel-ms",
            "xfer-ms", "manager-ms");
    for (d = 0; d < ctx->ndev; d++) {
        snprintf(label, sizeof(label), "%d", d);
        stats_row(f, label, &ctx->dev[d].stats);
    }
    stats_get_locked(ctx, -1, &s);
    stats_row(f, "total", &s);
    fprintf(f, "bytes moved by purpose (all devices):\n       ");
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        fprintf(f, " %13s", stats_purpose_names[p]);
    fprintf(f, "\n");
    stats_purpose_row(f, "h2d", s.h2d);
    stats_purpose_row(f, "d2h", s.d2h);
    stats_purpose_row(f, "d2d", s.d2d);
    fprintf(f, "asynchronous: %llu run(s) enqueued in %.3f ms (%llu on one device: BBMM_SPREAD), at most %llu "
               "ahead; device busy %.3f ms, host waited %.3f ms (sums over devices)\n",
            (unsigned long long)s.runs, s.enqueue_ns / 1e6, (unsigned long long)s.runs_narrowed,
            (unsigned long long)s.lookahead_max, s.busy_ns / 1e6, s.wait_ns / 1e6);
    fprintf(f, "start-up: context created in %.3f ms; staging buffers pinned in %.3f ms; %llu program build(s) in "
               "%.3f ms\n",
            s.create_ns / 1e6, s.staging_ns / 1e6, (unsigned long long)s.builds, s.build_ns / 1e6);
    pthread_mutex_unlock(&ctx->lock);
    return BBMM_OK;
}

/* Write the transfer counters "c" as a JSON object named "name". */
static void stats_json_xfer(FILE *f, const char *name, const bbmm_xfer_count *c)
{
    int p;
    fprintf(f, "\"%s\":{", name);
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        fprintf(f, "%s\"%s\":{\"bytes\":%llu,\"count\":%llu}", p ? "," : "", stats_purpose_names[p],
                (unsigned long long)c[p].bytes, (unsigned long long)c[p].count);
    fprintf(f, "}");
}

/* Write "s" as a JSON object. */
static void stats_json_one(FILE *f, const bbmm_stats *s)
{
    fprintf(f,
            "{\"alloc_bytes\":%llu,\"alloc_peak\":%llu,\"allocations\":%llu,\"frees\":%llu,"
            "\"evictions\":%llu,\"kernels\":%llu,\"kernel_ns\":%llu,\"transfer_ns\":%llu,"
            "\"manager_ns\":%llu,\"busy_ns\":%llu,\"wait_ns\":%llu,\"runs\":%llu,\"enqueue_ns\":%llu,\"lookahead_max\":%llu,"
            "\"runs_narrowed\":%llu,\"create_ns\":%llu,\"staging_ns\":%llu,\"builds\":%llu,\"build_ns\":%llu,",
            (unsigned long long)s->alloc_bytes, (unsigned long long)s->alloc_peak,
            (unsigned long long)s->allocations, (unsigned long long)s->frees,
            (unsigned long long)s->evictions, (unsigned long long)s->kernels,
            (unsigned long long)s->kernel_ns, (unsigned long long)s->transfer_ns,
            (unsigned long long)s->manager_ns, (unsigned long long)s->busy_ns,
            (unsigned long long)s->wait_ns, (unsigned long long)s->runs,
            (unsigned long long)s->enqueue_ns, (unsigned long long)s->lookahead_max,
            (unsigned long long)s->runs_narrowed, (unsigned long long)s->create_ns,
            (unsigned long long)s->staging_ns, (unsigned long long)s->builds, (unsigned long long)s->build_ns);
    stats_json_xfer(f, "h2d", s->h2d);
    fprintf(f, ",");
    stats_json_xfer(f, "d2h", s->d2h);
    fprintf(f, ",");
    stats_json_xfer(f, "d2d", s->d2d);
    fprintf(f, "}");
}

bbmm_status bbmm_stats_write_json(bbmm_context *ctx, const char *path)
{
    bbmm_stats s;
    FILE *f;
    int d, bad;
    if (!ctx || !path)
        return BBMM_ERR_INVALID;
    f = fopen(path, "w");
    if (!f)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "BBMM_STATS: cannot write '%s': %s", path, strerror(errno));
    bbmmi_retire(ctx, 1);
    pthread_mutex_lock(&ctx->lock);
    fprintf(f, "{\"devices\":[");
    for (d = 0; d < ctx->ndev; d++) {
        fprintf(f, "%s\n{\"name\":\"%s\",\"stats\":", d ? "," : "", ctx->dev[d].name);
        stats_json_one(f, &ctx->dev[d].stats);
        fprintf(f, "}");
    }
    fprintf(f, "],\n\"total\":");
    stats_get_locked(ctx, -1, &s);
    stats_json_one(f, &s);
    fprintf(f, "}\n");
    pthread_mutex_unlock(&ctx->lock);
    bad = ferror(f);
    if (fclose(f) || bad)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "BBMM_STATS: write to '%s' failed", path);
    return BBMM_OK;
}
