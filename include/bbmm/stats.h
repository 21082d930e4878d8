/* bbmm/stats.h - the statistics as a table and as JSON (DESIGN.md §4),
 * from the counters the runtime keeps exact (bbmm_stats, runtime.h).
 * Part of bbmm.h.
 *
 * BBMM_STATS=1 prints bbmm_stats_print()'s table to stderr when a context
 * is destroyed, BBMM_STATS=json:PATH writes bbmm_stats_write_json()'s
 * object to PATH.  Both read one snapshot of every device's counters.
 *
 * The queries (bbmm_stats_get, bbmm_stats_reset, the snapshot) are at the
 * end, compiled once into libbbmm (BBMM_METHOD_BODIES, lib/method.c): a
 * device's counters are the manager's; the total adds the counters the
 * context keeps where the thin layer counts them (lib/stats.c), and the
 * process-wide state of where bbmm-pp's regions run (bbmm_pick_lock).
 */
#ifndef BBMM_STATS_H
#define BBMM_STATS_H

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config.h"
#include "status.h"
#include "runtime.h"
#include "manager.h"

BBMM_EXTERN_C_BEGIN

/* After every finished command is accounted, copy each of the "n"
 * devices' counters into "per" (n must be the device count) and the total
 * (bbmm_stats_get(ctx, -1, ...)) into "*total", all under one lock
 * (compiled once, below). */
bbmm_status bbmmi_stats_snapshot(bbmm_context *ctx, bbmm_stats *per, int n, bbmm_stats *total);

/* ---- thin layer (lib/stats.c) ------------------------------------------- */

/* The counters the context itself keeps, where the thin layer counts them
 * (the start-up's times), into the totals-only fields of "*out" (lock
 * held); the runs' counters are the manager's (rc), and so are the device
 * starts (start, bbmm/start.h). */
void bbmmi_stats_context(const bbmm_context *ctx, bbmm_stats *out);
/* bbmm_stats_reset's part of them: the builds (the start-up's times and
 * the device starts stay; lock held). */
void bbmmi_stats_context_reset(bbmm_context *ctx);
/* Retire the finished commands (all of them, waiting, when "wait"): their
 * device time reaches the devices' counters (lock not held). */
void bbmmi_retire(bbmm_context *ctx, int wait);

BBMM_API const char *bbmm_purpose_name(bbmm_purpose p)
{
    static const char *const names[BBMM_PURPOSE_COUNT] = {"read-in", "flow-out", "flow-in", "write-out",
                                                          "box-out", "box-in",   "user"};
    return (unsigned)p < BBMM_PURPOSE_COUNT ? names[p] : "unknown";
}

/* One snapshot: "*per" (malloc'd, *n devices) and "*total". */
BBMM_API bbmm_status bbmmi_stats_take(bbmm_context *ctx, bbmm_stats **per, int *n, bbmm_stats *total)
{
    bbmm_status st;
    *n = bbmm_device_count(ctx);
    *per = (bbmm_stats *)calloc(*n > 0 ? (size_t)*n : 1, sizeof(bbmm_stats));
    if (!*per)
        return bbmmi_error(ctx, BBMM_ERR_NOMEM, "statistics: out of host memory");
    st = bbmmi_stats_snapshot(ctx, *per, *n, total);
    if (st != BBMM_OK) {
        free(*per);
        *per = NULL;
    }
    return st;
}

/* The bytes of "c" over all purposes. */
BBMM_API uint64_t bbmmi_stats_sum(const bbmm_xfer_count *c)
{
    uint64_t s = 0;
    int p;
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        s += c[p].bytes;
    return s;
}

/* One table row for "s" labelled "label". */
BBMM_API void bbmmi_stats_row(FILE *f, const char *label, const bbmm_stats *s)
{
    fprintf(f, "%-7s %14llu %14llu %7llu %6llu %14llu %14llu %14llu %8llu %10.3f %10.3f %10.3f\n", label,
            (unsigned long long)s->alloc_bytes, (unsigned long long)s->alloc_peak,
            (unsigned long long)s->allocations, (unsigned long long)s->evictions,
            (unsigned long long)bbmmi_stats_sum(s->h2d), (unsigned long long)bbmmi_stats_sum(s->d2h),
            (unsigned long long)bbmmi_stats_sum(s->d2d), (unsigned long long)s->kernels, s->kernel_ns / 1e6,
            s->transfer_ns / 1e6, s->manager_ns / 1e6);
}

/* The bytes of "c" by purpose on one line labelled "label". */
BBMM_API void bbmmi_stats_purpose_row(FILE *f, const char *label, const bbmm_xfer_count *c)
{
    int p;
    fprintf(f, "  %-5s", label);
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        fprintf(f, " %13llu", (unsigned long long)c[p].bytes);
    fprintf(f, "\n");
}

/* Print the statistics table of "ctx" to "f": a row per device and the
 * total, the bytes moved by purpose, the asynchronous engine's counters
 * and the start-up. */
BBMM_API bbmm_status bbmm_stats_print(bbmm_context *ctx, FILE *f)
{
    bbmm_stats s, *per;
    bbmm_device_info info;
    char label[16];
    int n, d, p;
    bbmm_status st;
    if (!ctx || !f)
        return BBMM_ERR_INVALID;
    if ((st = bbmmi_stats_take(ctx, &per, &n, &s)) != BBMM_OK)
        return st;
    if (n < 1 || bbmm_device_get_info(ctx, 0, &info) != BBMM_OK)
        info.platform[0] = '\0';
    fprintf(f, "BBMM statistics: %d device(s), platform %s\n", n, info.platform);
    fprintf(f, "%-7s %14s %14s %7s %6s %14s %14s %14s %8s %10s %10s %10s\n", "device", "alloc-bytes",
            "alloc-peak", "allocs", "evict", "h2d-bytes", "d2h-bytes", "d2d-bytes", "kernels", "kernel-ms",
            "xfer-ms", "manager-ms");
    for (d = 0; d < n; d++) {
        snprintf(label, sizeof(label), "%d", d);
        bbmmi_stats_row(f, label, &per[d]);
    }
    free(per);
    bbmmi_stats_row(f, "total", &s);
    fprintf(f, "bytes moved by purpose (all devices):\n       ");
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        fprintf(f, " %13s", bbmm_purpose_name((bbmm_purpose)p));
    fprintf(f, "\n");
    bbmmi_stats_purpose_row(f, "h2d", s.h2d);
    bbmmi_stats_purpose_row(f, "d2h", s.d2h);
    bbmmi_stats_purpose_row(f, "d2d", s.d2d);
    fprintf(f, "asynchronous: %llu run(s) enqueued in %.3f ms (%llu on one device: BBMM_SPREAD; %llu with whole "
               "arrays: boxes that kept moving), at most %llu ahead; device busy %.3f ms, host waited %.3f ms (sums "
               "over devices)\n",
            (unsigned long long)s.runs, s.enqueue_ns / 1e6, (unsigned long long)s.runs_narrowed,
            (unsigned long long)s.runs_whole, (unsigned long long)s.lookahead_max, s.busy_ns / 1e6, s.wait_ns / 1e6);
    if (!bbmm_setting_device_times(ctx))
        fprintf(f, "device times: not read (BBMM_TUNE device_times): kernel-ms, xfer-ms and device busy stay 0\n");
    if (s.runs_replayed)
        fprintf(f, "replay: %llu of the %llu run(s) replayed their nest's last run's launches (BBMM_TUNE replay)\n",
                (unsigned long long)s.runs_replayed, (unsigned long long)s.runs);
    if (s.runs_pipelined)
        fprintf(f, "pipeline: %llu run(s) cut into chunks per device, copies beside kernels (BBMM_TUNE pipeline)\n",
                (unsigned long long)s.runs_pipelined);
    if (s.early_tried)
        fprintf(f, "early flow-out: %llu trial(s) timed splitting every tile (BBMM_EARLY=trial), %llu kept it\n",
                (unsigned long long)s.early_tried, (unsigned long long)s.early_kept);
    if (s.runs_host)
        fprintf(f, "host: %llu region run(s) on the host as written in %.3f ms (BBMM_TUNE host)\n",
                (unsigned long long)s.runs_host, s.host_ns / 1e6);
    if (s.rounds_tried || s.scopes_devices || s.scopes_host || s.scopes_split)
        fprintf(f,
                "rounds: %llu round(s) of data scopes tried on one side; scopes then all on the devices %llu, all on "
                "the host %llu, per region %llu\n",
                (unsigned long long)s.rounds_tried, (unsigned long long)s.scopes_devices,
                (unsigned long long)s.scopes_host, (unsigned long long)s.scopes_split);
    if (s.side_loads)
        fprintf(f, "overlap: %llu copy(ies) into devices ran on their side queues beside the kernels (BBMM_OVERLAP)\n",
                (unsigned long long)s.side_loads);
    if (s.pooled)
        fprintf(f, "pool: %llu of the %llu box allocation(s) took the buffer of a box freed earlier (no new device "
                   "buffer)\n",
                (unsigned long long)s.pooled, (unsigned long long)s.allocations);
    if (s.moved)
        fprintf(f, "moved: %llu iteration-local box(es) took the buffer their last place gave back (a moving box: "
                   "not an allocation)\n",
                (unsigned long long)s.moved);
    if (s.fused_buffers)
        fprintf(f, "fusion: %llu box(es) in %llu shared buffer(s); %llu read-in(s) in %llu write(s)\n",
                (unsigned long long)s.fused_boxes, (unsigned long long)s.fused_buffers,
                (unsigned long long)s.fused_loads, (unsigned long long)s.fused_writes);
    fprintf(f, "start-up: context created in %.3f ms", s.create_ns / 1e6);
    if (s.prestart_ns)
        fprintf(f, " (prestart: %.3f ms beside the program, %s)", s.prestart_ns / 1e6,
                s.prestarted ? "adopted" : "not adopted");
    fprintf(f, "; staging buffers pinned in %.3f ms; %llu program build(s) in %.3f ms\n", s.staging_ns / 1e6,
            (unsigned long long)s.builds, s.build_ns / 1e6);
    if (s.devices_started < s.devices_available || s.starts_later || s.starts_declined || s.starts_failed) {
        fprintf(f, "devices: %llu of %llu started (BBMM_START", (unsigned long long)s.devices_started,
                (unsigned long long)s.devices_available);
        if (s.start_work_seen >= 0)
            fprintf(f, "; for an estimated %.3g statement instances", s.start_work_seen);
        fprintf(f, "); %llu started later, %llu start(s) declined: context not idle, %llu failed\n",
                (unsigned long long)s.starts_later, (unsigned long long)s.starts_declined,
                (unsigned long long)s.starts_failed);
    }
    if (s.nranks > 1) {
        fprintf(f, "ranks: rank %llu of %llu sent %llu bytes in %llu messages (flow-out %llu, write-out %llu), "
                   "received %llu bytes in %llu (flow-out %llu, write-out %llu)",
                (unsigned long long)s.rank, (unsigned long long)s.nranks,
                (unsigned long long)bbmmi_stats_sum(s.rank_sent),
                (unsigned long long)(s.rank_sent[BBMM_PURPOSE_FLOWOUT].count + s.rank_sent[BBMM_PURPOSE_WRITEOUT].count),
                (unsigned long long)s.rank_sent[BBMM_PURPOSE_FLOWOUT].bytes,
                (unsigned long long)s.rank_sent[BBMM_PURPOSE_WRITEOUT].bytes,
                (unsigned long long)bbmmi_stats_sum(s.rank_recv),
                (unsigned long long)(s.rank_recv[BBMM_PURPOSE_FLOWOUT].count + s.rank_recv[BBMM_PURPOSE_WRITEOUT].count),
                (unsigned long long)s.rank_recv[BBMM_PURPOSE_FLOWOUT].bytes,
                (unsigned long long)s.rank_recv[BBMM_PURPOSE_WRITEOUT].bytes);
        fprintf(f, "; host waited %.3f ms for its devices before messages, %.3f ms in messages", s.rank_drain_ns / 1e6,
                s.rank_mpi_ns / 1e6);
        if (s.rank_early)
            fprintf(f, "; %llu copies into messages behind early parts", (unsigned long long)s.rank_early);
        if (s.rank_shm)
            fprintf(f, "; %llu bytes through the node's shared memory", (unsigned long long)s.rank_shm);
        if (s.ranks_sent_all.count)
            fprintf(f, "; all ranks sent %llu bytes in %llu messages", (unsigned long long)s.ranks_sent_all.bytes,
                    (unsigned long long)s.ranks_sent_all.count);
        fprintf(f, "\n");
    }
    return BBMM_OK;
}

/* The transfer counters "c" as a JSON member named "name". */
BBMM_API void bbmmi_stats_json_xfer(FILE *f, const char *name, const bbmm_xfer_count *c)
{
    int p;
    fprintf(f, "\"%s\":{", name);
    for (p = 0; p < BBMM_PURPOSE_COUNT; p++)
        fprintf(f, "%s\"%s\":{\"bytes\":%llu,\"count\":%llu}", p ? "," : "", bbmm_purpose_name((bbmm_purpose)p),
                (unsigned long long)c[p].bytes, (unsigned long long)c[p].count);
    fprintf(f, "}");
}

/* "s" as a JSON object. */
BBMM_API void bbmmi_stats_json_one(FILE *f, const bbmm_stats *s)
{
    fprintf(f,
            "{\"alloc_bytes\":%llu,\"alloc_peak\":%llu,\"allocations\":%llu,\"pooled\":%llu,\"moved\":%llu,\"frees\":%llu,"
            "\"evictions\":%llu,\"kernels\":%llu,\"kernel_ns\":%llu,\"transfer_ns\":%llu,"
            "\"manager_ns\":%llu,\"busy_ns\":%llu,\"wait_ns\":%llu,\"runs\":%llu,\"enqueue_ns\":%llu,\"lookahead_max\":%llu,"
            "\"runs_narrowed\":%llu,\"runs_whole\":%llu,\"runs_pipelined\":%llu,\"runs_replayed\":%llu,\"create_ns\":%llu,\"prestart_ns\":%llu,\"prestarted\":%llu,\"staging_ns\":%llu,\"builds\":%llu,\"build_ns\":%llu,"
            "\"side_loads\":%llu,\"devices_started\":%llu,\"devices_available\":%llu,\"start_work_seen\":%.17g,"
            "\"starts_later\":%llu,\"starts_declined\":%llu,\"starts_failed\":%llu,\"early_tried\":%llu,"
            "\"early_kept\":%llu,\"runs_host\":%llu,\"host_ns\":%llu,\"rounds_tried\":%llu,"
            "\"scopes_split\":%llu,\"scopes_devices\":%llu,\"scopes_host\":%llu,",
            (unsigned long long)s->alloc_bytes, (unsigned long long)s->alloc_peak,
            (unsigned long long)s->allocations, (unsigned long long)s->pooled, (unsigned long long)s->moved,
            (unsigned long long)s->frees,
            (unsigned long long)s->evictions, (unsigned long long)s->kernels,
            (unsigned long long)s->kernel_ns, (unsigned long long)s->transfer_ns,
            (unsigned long long)s->manager_ns, (unsigned long long)s->busy_ns,
            (unsigned long long)s->wait_ns, (unsigned long long)s->runs,
            (unsigned long long)s->enqueue_ns, (unsigned long long)s->lookahead_max,
            (unsigned long long)s->runs_narrowed, (unsigned long long)s->runs_whole,
            (unsigned long long)s->runs_pipelined, (unsigned long long)s->runs_replayed,
            (unsigned long long)s->create_ns,
            (unsigned long long)s->prestart_ns, (unsigned long long)s->prestarted,
            (unsigned long long)s->staging_ns, (unsigned long long)s->builds, (unsigned long long)s->build_ns,
            (unsigned long long)s->side_loads, (unsigned long long)s->devices_started,
            (unsigned long long)s->devices_available, s->start_work_seen, (unsigned long long)s->starts_later,
            (unsigned long long)s->starts_declined, (unsigned long long)s->starts_failed,
            (unsigned long long)s->early_tried,
            (unsigned long long)s->early_kept, (unsigned long long)s->runs_host, (unsigned long long)s->host_ns,
            (unsigned long long)s->rounds_tried, (unsigned long long)s->scopes_split,
            (unsigned long long)s->scopes_devices, (unsigned long long)s->scopes_host);
    bbmmi_stats_json_xfer(f, "h2d", s->h2d);
    fprintf(f, ",");
    bbmmi_stats_json_xfer(f, "d2h", s->d2h);
    fprintf(f, ",");
    bbmmi_stats_json_xfer(f, "d2d", s->d2d);
    fprintf(f, ",\"fused_buffers\":%llu,\"fused_boxes\":%llu,\"fused_loads\":%llu,\"fused_writes\":%llu",
            (unsigned long long)s->fused_buffers, (unsigned long long)s->fused_boxes,
            (unsigned long long)s->fused_loads, (unsigned long long)s->fused_writes);
    fprintf(f, ",\"rank\":%llu,\"nranks\":%llu,", (unsigned long long)s->rank, (unsigned long long)s->nranks);
    bbmmi_stats_json_xfer(f, "rank_sent", s->rank_sent);
    fprintf(f, ",");
    bbmmi_stats_json_xfer(f, "rank_recv", s->rank_recv);
    fprintf(f,
            ",\"ranks_sent_all\":{\"bytes\":%llu,\"count\":%llu},\"rank_drain_ns\":%llu,\"rank_mpi_ns\":%llu,"
            "\"rank_early\":%llu,\"rank_shm\":%llu}",
            (unsigned long long)s->ranks_sent_all.bytes, (unsigned long long)s->ranks_sent_all.count,
            (unsigned long long)s->rank_drain_ns, (unsigned long long)s->rank_mpi_ns,
            (unsigned long long)s->rank_early, (unsigned long long)s->rank_shm);
}

/* Write the statistics of "ctx" to "path" as {"devices": [{"name",
 * "stats"}...], "total": {...}}. */
BBMM_API bbmm_status bbmm_stats_write_json(bbmm_context *ctx, const char *path)
{
    bbmm_stats s, *per;
    bbmm_device_info info;
    FILE *f;
    int n, d, bad;
    bbmm_status st;
    if (!ctx || !path)
        return BBMM_ERR_INVALID;
    f = fopen(path, "w");
    if (!f)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "BBMM_STATS: cannot write '%s': %s", path, strerror(errno));
    if ((st = bbmmi_stats_take(ctx, &per, &n, &s)) != BBMM_OK) {
        fclose(f);
        return st;
    }
    fprintf(f, "{\"devices\":[");
    for (d = 0; d < n; d++) {
        if (bbmm_device_get_info(ctx, d, &info) != BBMM_OK)
            info.name[0] = '\0';
        fprintf(f, "%s\n{\"name\":\"%s\",\"stats\":", d ? "," : "", info.name);
        bbmmi_stats_json_one(f, &per[d]);
        fprintf(f, "}");
    }
    free(per);
    fprintf(f, "],\n\"total\":");
    bbmmi_stats_json_one(f, &s);
    fprintf(f, "}\n");
    bad = ferror(f);
    if (fclose(f) || bad)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "BBMM_STATS: write to '%s' failed", path);
    return BBMM_OK;
}

/* Add "ns" of the manager's time (bbmm_stats.manager_ns) to device "dev"
 * (out of range: to the manager's total, of no device): the tile loop's and a
 * replayed run's measured host work. */
void bbmmi_charge(bbmm_context *ctx, int dev, uint64_t ns);

/* ---- the queries (compiled once) ---------------------------------------- */

#ifdef BBMM_METHOD_BODIES /* compiled once (config.h) */

void bbmmi_charge(bbmm_context *ctx, int dev, uint64_t ns)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    bbmmi_lock(ctx);
    if (dev >= 0 && dev < mgr->ndev)
        mgr->store[dev].stats.manager_ns += ns;
    else
        mgr->manager_ns += ns;
    bbmmi_unlock(ctx);
}

/* Add the per-device counters of "s" to "sum" (the totals-only fields are
 * left alone). */
static void bbmmi_stats_add(bbmm_stats *sum, const bbmm_stats *s)
{
    int p;
    sum->alloc_bytes += s->alloc_bytes;
    sum->alloc_peak += s->alloc_peak;
    sum->allocations += s->allocations;
    sum->pooled += s->pooled;
    sum->moved += s->moved;
    sum->frees += s->frees;
    sum->evictions += s->evictions;
    sum->fused_buffers += s->fused_buffers;
    sum->fused_boxes += s->fused_boxes;
    sum->fused_loads += s->fused_loads;
    sum->fused_writes += s->fused_writes;
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
    sum->side_loads += s->side_loads;
}

/* Statistics of "dev" or the total (-1), lock held: each device's
 * counters are the manager's (mgr->store[dev].stats), the total their sum
 * with the manager's own time, the context's counters (the thin layer's),
 * the process-wide counters of where bbmm-pp's regions ran (pick.h) and
 * this rank's messages (ranks.h). */
static bbmm_status bbmmi_stats_get_locked(bbmm_context *ctx, int dev, bbmm_stats *out)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    int d;
    if (dev < -1 || dev >= mgr->ndev)
        return bbmmi_error(ctx, BBMM_ERR_INVALID, "device %d does not exist (%d devices)", dev, mgr->ndev);
    if (dev >= 0) {
        *out = mgr->store[dev].stats;
        return BBMM_OK;
    }
    memset(out, 0, sizeof(*out));
    for (d = 0; d < mgr->ndev; d++)
        bbmmi_stats_add(out, &mgr->store[d].stats);
    out->manager_ns += mgr->manager_ns;
    out->runs = mgr->rc.runs;
    out->enqueue_ns = mgr->rc.enqueue_ns;
    out->lookahead_max = mgr->rc.lookahead_max;
    out->runs_narrowed = mgr->rc.runs_narrowed;
    out->runs_whole = mgr->rc.runs_whole;
    out->runs_pipelined = mgr->rc.runs_pipelined;
    out->runs_replayed = mgr->rc.runs_replayed;
    out->early_tried = mgr->rc.early_tried;
    out->early_kept = mgr->rc.early_kept;
    out->devices_available = (uint64_t)mgr->start.avail;
    out->start_work_seen = mgr->start.work;
    out->starts_later = mgr->start.later;
    out->starts_declined = mgr->start.declined;
    out->starts_failed = mgr->start.failed;
    bbmmi_stats_context(ctx, out);
    {
        bbmm_pick_state *h = bbmm_pick_lock();
        out->runs_host = __atomic_load_n(&h->runs_host, __ATOMIC_RELAXED); /* counted without the lock too */
        out->host_ns = __atomic_load_n(&h->host_ns, __ATOMIC_RELAXED);
        out->rounds_tried = h->rounds_tried;
        out->scopes_split = h->scopes_chosen[0];
        out->scopes_devices = h->scopes_chosen[1];
        out->scopes_host = h->scopes_chosen[2];
        bbmm_pick_unlock();
    }
    out->devices_started = (uint64_t)mgr->ndev;
    out->rank = (uint64_t)bbmmi_rank(ctx);
    out->nranks = (uint64_t)bbmmi_nranks(ctx);
    memcpy(out->rank_sent, mgr->rank_sent, sizeof(out->rank_sent));
    memcpy(out->rank_recv, mgr->rank_recv, sizeof(out->rank_recv));
    out->ranks_sent_all = mgr->ranks_sent_all;
    out->rank_drain_ns = mgr->rank_drain_ns;
    out->rank_mpi_ns = mgr->rank_mpi_ns;
    out->rank_early = mgr->early_sends;
    out->rank_shm = mgr->rank_shm;
    return BBMM_OK;
}

bbmm_status bbmm_stats_get(bbmm_context *ctx, int dev, bbmm_stats *out)
{
    bbmm_status st;
    if (!ctx || !out)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    bbmmi_lock(ctx);
    st = bbmmi_stats_get_locked(ctx, dev, out);
    bbmmi_unlock(ctx);
    return st;
}

/* Zero the counters, except what is allocated now (alloc_bytes, and
 * alloc_peak from it) and the start-up's. */
bbmm_status bbmm_stats_reset(bbmm_context *ctx)
{
    bbmm_manager *mgr;
    int d;
    if (!ctx)
        return BBMM_ERR_INVALID;
    bbmmi_retire(ctx, 1);
    bbmmi_lock(ctx);
    mgr = bbmm_mgr(ctx);
    for (d = 0; d < mgr->ndev; d++) {
        uint64_t now = mgr->store[d].stats.alloc_bytes;
        memset(&mgr->store[d].stats, 0, sizeof(mgr->store[d].stats));
        mgr->store[d].stats.alloc_bytes = now;
        mgr->store[d].stats.alloc_peak = now;
    }
    mgr->manager_ns = 0;
    memset(&mgr->rc, 0, sizeof(mgr->rc));
    bbmmi_stats_context_reset(ctx);
    {
        bbmm_pick_state *h = bbmm_pick_lock();
        __atomic_store_n(&h->runs_host, 0, __ATOMIC_RELAXED);
        __atomic_store_n(&h->host_ns, 0, __ATOMIC_RELAXED);
        h->rounds_tried = 0;
        memset(h->scopes_chosen, 0, sizeof(h->scopes_chosen));
        bbmm_pick_unlock();
    }
    memset(mgr->rank_sent, 0, sizeof(mgr->rank_sent));
    memset(mgr->rank_recv, 0, sizeof(mgr->rank_recv));
    mgr->rank_drain_ns = mgr->rank_mpi_ns = mgr->early_sends = mgr->rank_shm = 0;
    bbmmi_unlock(ctx);
    return BBMM_OK;
}

bbmm_status bbmmi_stats_snapshot(bbmm_context *ctx, bbmm_stats *per, int n, bbmm_stats *total)
{
    bbmm_manager *mgr = bbmm_mgr(ctx);
    bbmm_status st;
    int d;
    bbmmi_retire(ctx, 1);
    bbmmi_lock(ctx);
    if (n != mgr->ndev)
        st = bbmmi_error(ctx, BBMM_ERR_INVALID, "statistics: %d devices asked, %d exist", n, mgr->ndev);
    else
        st = bbmmi_stats_get_locked(ctx, -1, total);
    for (d = 0; d < n && st == BBMM_OK; d++)
        per[d] = mgr->store[d].stats;
    bbmmi_unlock(ctx);
    return st;
}

/* Where bbmm-pp's regions run (bbmm/pick.h): the process-wide state of
 * those choices and its lock (the runs on the host and the rounds of data
 * scopes are statistics of the total too). */
static pthread_mutex_t bbmmi_pick_mu = PTHREAD_MUTEX_INITIALIZER;
static bbmm_pick_state bbmmi_pick;

bbmm_pick_state *bbmm_pick_lock(void)
{
    pthread_mutex_lock(&bbmmi_pick_mu);
    return &bbmmi_pick;
}

void bbmm_pick_unlock(void)
{
    pthread_mutex_unlock(&bbmmi_pick_mu);
}

bbmm_pick_state *bbmm_pick_global(void)
{
    return &bbmmi_pick;
}

uint64_t bbmm_now_ns(void)
{
    return bbmmi_now_ns();
}

#endif /* BBMM_METHOD_BODIES */

BBMM_EXTERN_C_END

#endif
