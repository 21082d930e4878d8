/* bbmm/settings.h - the runtime's settings: one table.
 *
 * Every setting bbmm_context_create() reads is a row of BBMM_SETTINGS.
 * A setting comes from, first to last: its bbmm_context_desc field, the
 * environment, the default.  Two tiers:
 *
 *   env   a variable of its own (BBMM_DEVICES=2): what users of a program
 *         set.  At most a dozen.
 *   tune  a key of the one variable BBMM_TUNE (BBMM_TUNE="fuse=off,
 *         lookahead=16"): performance knobs whose defaults are measured
 *         to be right, for experiments and benchmarks.  Items are
 *         key=value, separated by commas; an item without "=" continues
 *         the value before it (workgroup=256,8x32).  An unknown key, a key
 *         given twice or an empty value is an error.  The variable each key had
 *         before (BBMM_FUSE, ...) is still read when BBMM_TUNE does not
 *         give the key.
 *
 * Columns: identifier, variable, key (tune tier; NULL: env tier), values,
 * what it does.  README.md's two settings tables and bbmm.h's list are
 * checked against this table by a test (tests/docs_settings.cmake);
 * docs/runtime.md has the measurements behind each default.
 */
#ifndef BBMM_SETTINGS_H
#define BBMM_SETTINGS_H

/* clang-format off */
#define BBMM_SETTINGS(X)                                                                                         \
    /* ---- env tier: a variable each ------------------------------------------------------------------ */ \
    X(PLATFORM,        "BBMM_PLATFORM",         NULL,               "text",                                    \
      "a substring of the OpenCL platform name (default: the first platform with GPUs, else PoCL)")            \
    X(DEVICES,         "BBMM_DEVICES",          NULL,               "N | i,j,...",                             \
      "the first N devices, or a list of device indices")                                                      \
    X(DEVICE_MEM_LIMIT, "BBMM_DEVICE_MEM_LIMIT", NULL,              "bytes (K/M/G/T)",                         \
      "per-device memory budget, e.g. 256M: below the device's, boxes are evicted and read in again")          \
    X(STATS,           "BBMM_STATS",            NULL,               "1 | json:PATH",                           \
      "statistics when the context is destroyed: 1 prints a table on stderr, json:PATH writes JSON")           \
    X(TRACE,           "BBMM_TRACE",            NULL,               "file",                                    \
      "the timeline of every command the devices ran, Chrome trace format (one file per MPI rank)")            \
    X(KERNEL_DUMP,     "BBMM_KERNEL_DUMP",      NULL,               "directory",                               \
      "each program built: bbmm-<hash>.cl (source, options) and bbmm-<hash>-d<N>.bin (device binaries)")       \
    X(CHECK,           "BBMM_CHECK",            NULL,               "bounds,scopes | none",                    \
      "checking modes: bounds tests every kernel access against its box; scopes protects the host pages "      \
      "of arrays a data scope keeps")                                                                          \
    X(SPREAD,          "BBMM_SPREAD",           NULL,               "auto | all",                              \
      "auto (default): a run that cannot gain from more devices runs on one; all: every run on every device")  \
    X(START,           "BBMM_START",            NULL,               "auto | all",                              \
      "auto (default): the default context starts the devices a region's estimated work pays for; all: "      \
      "every device selected")                                                                                 \
    X(RANKS,           "BBMM_RANKS",            NULL,               "auto | off",                              \
      "auto (default): several MPI ranks when an MPI launcher started the process; off: one rank")            \
    X(RANK_TIMEOUT,    "BBMM_RANK_TIMEOUT",     NULL,               "seconds",                                 \
      "how long a rank waits for the others where they agree before it stops (0: forever; unset: a "          \
      "warning after 60 s, then it waits on)")                                                                 \
    X(TUNE,            "BBMM_TUNE",             NULL,               "key=value,...",                           \
      "the tuning keys below, e.g. fuse=off,lookahead=16")                                                     \
    /* ---- tune tier: keys of BBMM_TUNE ---------------------------------------------------------------- */ \
    X(ALLOC,           "BBMM_ALLOC",            "alloc",            "disjoint | convex | whole",               \
      "how boxes are allocated (default disjoint, a new box merged with the older boxes of its array on "      \
      "the device that it overlaps while the device has room; a nest whose boxes keep moving over allocated " \
      "ones switches to whole arrays; given: that scheme only)")                                              \
    X(REUSE,           "BBMM_REUSE",            "reuse",            "on | off",                                \
      "reuse of boxes already on a device (default on)")                                                       \
    X(COHERENCY,       "BBMM_COHERENCY",        "coherency",        "exact | block",                           \
      "flow-in and flow-out of exactly the values written (default) or of whole boxes")                        \
    X(DIST,            "BBMM_DIST",             "dist",             "block | cyclic | dynamic",                \
      "how tiles are dealt to devices (default block)")                                                        \
    X(STAGING,         "BBMM_STAGING",          "staging",          "auto | on | off",                         \
      "pinned staging of transfers (default auto: on for GPUs)")                                               \
    X(LOOKAHEAD,       "BBMM_LOOKAHEAD",        "lookahead",        "1..4096",                                 \
      "runs the host enqueues ahead of the devices (default 8)")                                               \
    X(START_WORK,      "BBMM_START_WORK",       "start_work",       "count",                                   \
      "under start auto, the statement instances one more device's start-up is worth (default 1.5e10 "         \
      "with GPUs, every device without; 0: every device)")                                                     \
    X(PRESTART,        "BBMM_PRESTART",         "prestart",         "on | off",                                \
      "on: a generated program opens the OpenCL platform, devices and context on a runtime thread from its "  \
      "start, and its first region adopts them (bbmm_prestart); off (default): at the first region")          \
    X(SPREAD_ITEMS,    "BBMM_SPREAD_ITEMS",     "spread_items",     "count",                                   \
      "under spread auto, a run of fewer work-items uses one device (default compute units x 2048 of the "     \
      "smallest GPU; none without GPUs; 0: off)")                                                              \
    X(SPREAD_US,       "BBMM_SPREAD_US",        "spread_us",        "microseconds",                            \
      "under spread auto, a nest whose kernels measured so far take less device time per run uses one "        \
      "device (default 100 with GPUs; none without; 0: off)")                                                  \
    X(EARLY,           "BBMM_EARLY",            "early",            "auto | on | off | trial",                 \
      "early flow-out in runs on several devices (default auto: where the device takes flows; trial: also "    \
      "where a timed trial finds it faster)")                                                                  \
    X(OVERLAP,         "BBMM_OVERLAP",          "overlap",          "on | off",                                \
      "copies into a device during a run on its second queue, beside the kernels (default on)")                \
    X(PIPELINE,        "BBMM_PIPELINE",         "pipeline",         "auto | 1..64",                            \
      "chunks per device of a run, so that copies of one chunk run beside another's kernel (default auto: "    \
      "up to 8 on GPUs for runs outside serial loops that move 32 MiB or more per device; 1: off)")           \
    X(FUSE,            "BBMM_FUSE",             "fuse",             "on | off",                                \
      "a tile's small boxes share one buffer and move in one write (default on)")                              \
    X(REPLAY,          "BBMM_REPLAY",           "replay",           "on | off",                                \
      "a run on one device that finds what the nest's last run left, and the same tiles and boxes, "          \
      "enqueues that run's launches again without placing its boxes (default on)")                             \
    X(WORKGROUP,       "BBMM_WORKGROUP",        "workgroup",        "auto | shapes",                           \
      "work-group shapes overriding every nest's, one per number of dimensions, outermost first: "             \
      "256,8x32 (default auto)")                                                                               \
    X(COARSEN,         "BBMM_COARSEN",          "coarsen",          "auto | 1..64",                            \
      "points per work-item of coarsened kernels (default auto: 4 on GPUs for kernels storing some of "        \
      "their points, else 1)")                                                                                 \
    X(RANK_DEVICES,    "BBMM_RANK_DEVICES",     "rank_devices",     "share | all",                             \
      "share (default): the ranks of a node divide its devices; all: every rank takes every device")          \
    X(RANK_ASYNC,      "BBMM_RANK_ASYNC",       "rank_async",       "send | on | off",                         \
      "how a run's messages between ranks wait (default send)")                                                \
    X(RANK_SHM,        "BBMM_RANK_SHM",         "rank_shm",         "auto | on | off",                         \
      "waiting exchanges between ranks of a node through shared memory (default auto: 4 MiB or more)")         \
    X(RANK_SHM_THREADS, "BBMM_RANK_SHM_THREADS", "rank_shm_threads", "1..64",                                  \
      "copying threads per side of such an exchange (default: from the CPUs the rank may run on)")             \
    X(GATHER,          "BBMM_GATHER",           "gather",           "root | all",                              \
      "who receives the final values when a region ends (default root: rank 0)")                              \
    X(DEVICE_TIMES,    "BBMM_DEVICE_TIMES",     "device_times",     "auto | on | off",                         \
      "each command's device time read for the statistics (default auto: under BBMM_STATS or BBMM_TRACE; "    \
      "off: BBMM_STATS without them, as timed benchmarks want: on NVIDIA's OpenCL a launch on a queue that "   \
      "times its commands costs 14-16 us of host time instead of 8-11)")                                       \
    X(HOST,            "BBMM_HOST",             "host",             "auto | never | always",                   \
      "regions of bbmm-pp run on the host as written where that is estimated faster (default auto; never: "   \
      "always on the devices; always: always on the host)")
/* clang-format on */

/* BBMM_SETTING_PLATFORM, ...: a row's index in the table. */
typedef enum bbmm_setting_id {
#define BBMM_SETTING_ID_(id, var, key, values, doc) BBMM_SETTING_##id,
    BBMM_SETTINGS(BBMM_SETTING_ID_)
#undef BBMM_SETTING_ID_
    BBMM_SETTING_COUNT
} bbmm_setting_id;

#endif
