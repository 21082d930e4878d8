/* bbmm-pp - the BBMM pragma tool driver.
 *
 *   bbmm-pp [-I dir] [-D name[=value]] [-U name] [-o out.c] [-MF out.d] in.c
 *   bbmm-pp --explain [-I dir] [-D ...] [-U ...] in.c
 *
 * Reads "in.c", runs the front end on its #pragma bbmm / #pragma scop
 * regions (pragma-tool/model.h: parse, isl model, dependences, parallel
 * loops, per-tile boxes) and reports every problem as
 * "file:line:col: error: ..." with exit status 1 and no output file.
 * Otherwise writes "out.c" (default: in.bbmm.c beside it): the user's text
 * behind #line directives so compiler messages point at the user's file,
 * each region replaced by host code calling the BBMM runtime and OpenCL
 * kernels (codegen.c); a region that cannot run on devices stays
 * sequential code, with a warning.  With -MF it also writes a make-style
 * depfile listing every header the source includes (found by running the C
 * preprocessor, $BBMM_CPP or "cc", with the same -I/-D/-U flags).
 *
 * --explain prints the model of each region (parameters, statements,
 * dependences, host loops and kernel band, box expressions) to standard
 * output and writes no file.  --no-cpp parses the file without running
 * the preprocessor; --max-ops N sets isl's operation limit per region;
 * --schedule-seconds S bounds the time isl's scheduler may take on one
 * region (default 10; 0 keeps every region's loop order as written);
 * --no-expand keeps every array as written (no expanded copies, see
 * expand.c); --no-auto-data makes no automatic data scope (residency.c:
 * every region then reads its arrays in and writes them back itself);
 * --no-grow keeps every region where its pragma is (grow.c: a region is
 * otherwise tried over the serial loops around it).
 *
 * Files: "out.c" and the depfile are written to a temporary file in their
 * own directory and renamed into place once complete, so a reader never
 * sees half a file; a path that is not a regular file (a device, a pipe,
 * /dev/stdout, anything under /dev/ or /proc/) is written directly and
 * never removed or renamed over.  An output or depfile that is the input
 * itself (same file) is refused.
 *
 * Exit status: 0 success, 1 error in the user's input, 2 usage or internal
 * error.  On error no output file is left behind: the temporary files are
 * removed, and so is an older output or depfile of a previous run (a
 * regular file that starts as bbmm-pp's do; any other file stays), so that
 * a build cannot go on with stale code.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "codegen.h"
#include "diag.h"
#include "run.h"
#include "model.h"
#include "leak_check.h"

#define PP_MAX_FLAGS 256

struct pp_args {
    const char *input;
    const char *output;
    const char *depfile;
    const char *flags[PP_MAX_FLAGS];
    int nflags;
    int explain;
    int no_cpp;
    unsigned long max_ops;
    double sched_seconds; /* --schedule-seconds (0: default, negative: off) */
    int no_expand;        /* --no-expand */
    int no_auto_data;     /* --no-auto-data */
    int no_grow;          /* --no-grow */
};

/* Print the usage text to "f". */
static void pp_usage(FILE *f)
{
    fprintf(f, "usage: bbmm-pp [-I dir] [-D name[=value]] [-U name] [-o out.c] [-MF out.d] in.c\n"
               "       bbmm-pp --explain [-I dir] [-D name[=value]] [-U name] in.c\n"
               "options: --no-cpp (do not run the preprocessor), --max-ops N (isl operation limit),\n"
               "         --schedule-seconds S (time isl's scheduler may take per region, default 10; 0: "
               "keep every region's loop order),\n"
               "         --no-expand (no array expansion: arrays stay as written),\n"
               "         --no-auto-data (no automatic data scope: each region moves its own arrays),\n"
               "         --no-grow (every region stays where its pragma is: not grown over the loops around it)\n");
}

/* Store flag "flag" with value "value" (joined, as "-Ivalue") in "o". */
static int pp_add_flag(struct pp_args *o, const char *flag, const char *value)
{
    size_t n = strlen(flag) + strlen(value) + 1;
    char *s;
    if (o->nflags == PP_MAX_FLAGS) {
        fprintf(stderr, "bbmm-pp: error: more than %d -I/-D/-U flags\n", PP_MAX_FLAGS);
        return -1;
    }
    s = malloc(n);
    if (!s) {
        fprintf(stderr, "bbmm-pp: error: out of memory\n");
        return -1;
    }
    snprintf(s, n, "%s%s", flag, value);
    o->flags[o->nflags++] = s;
    return 0;
}

/* Parse "argc"/"argv" into "o"; return 0, or 2 after printing why not. */
static int pp_parse_args(int argc, char **argv, struct pp_args *o)
{
    int i;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            pp_usage(stdout);
            exit(0);
        }
        if (!strcmp(a, "--explain")) {
            o->explain = 1;
            continue;
        }
        if (!strcmp(a, "--no-cpp")) {
            o->no_cpp = 1;
            continue;
        }
        if (!strcmp(a, "--no-expand")) {
            o->no_expand = 1;
            continue;
        }
        if (!strcmp(a, "--no-auto-data")) {
            o->no_auto_data = 1;
            continue;
        }
        if (!strcmp(a, "--no-grow")) {
            o->no_grow = 1;
            continue;
        }
        if (!strcmp(a, "--schedule-seconds")) {
            char *end;
            if (i + 1 == argc || (o->sched_seconds = strtod(argv[i + 1], &end), *end) || end == argv[i + 1] ||
                !(o->sched_seconds >= 0 && o->sched_seconds <= 86400)) {
                fprintf(stderr, "bbmm-pp: error: --schedule-seconds needs a number of seconds from 0 to 86400\n");
                return 2;
            }
            if (o->sched_seconds == 0)
                o->sched_seconds = -1; /* never */
            i++;
            continue;
        }
        if (!strcmp(a, "--max-ops")) {
            char *end;
            if (i + 1 == argc || !(o->max_ops = strtoul(argv[i + 1], &end, 10)) || *end) {
                fprintf(stderr, "bbmm-pp: error: --max-ops needs a positive number\n");
                return 2;
            }
            i++;
            continue;
        }
        if (!strcmp(a, "-o") || !strcmp(a, "-MF")) {
            if (i + 1 == argc) {
                fprintf(stderr, "bbmm-pp: error: %s needs an argument\n", a);
                return 2;
            }
            *(a[1] == 'o' ? &o->output : &o->depfile) = argv[++i];
            continue;
        }
        if (a[0] == '-' && (a[1] == 'I' || a[1] == 'D' || a[1] == 'U')) {
            char flag[3] = {'-', a[1], '\0'};
            val = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
            if (!val) {
                fprintf(stderr, "bbmm-pp: error: %s needs an argument\n", a);
                return 2;
            }
            if (pp_add_flag(o, flag, val))
                return 2;
            continue;
        }
        if (a[0] == '-') {
            fprintf(stderr, "bbmm-pp: error: unknown option '%s'\n", a);
            pp_usage(stderr);
            return 2;
        }
        if (o->input) {
            fprintf(stderr, "bbmm-pp: error: more than one input file ('%s', '%s')\n", o->input, a);
            return 2;
        }
        o->input = a;
    }
    if (!o->input) {
        pp_usage(stderr);
        return 2;
    }
    return 0;
}

/* Read all of "path" into a NUL-terminated buffer stored in "*text"
 * ("*len" bytes); return 0, or 1 after printing why not. */
static int pp_read_file(const char *path, char **text, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t cap = 0, n = 0, got;
    if (!f) {
        fprintf(stderr, "%s: error: cannot open: %s\n", path, strerror(errno));
        return 1;
    }
    do {
        if (cap - n < 4096) {
            char *nb = realloc(buf, cap + 65536);
            if (!nb) {
                free(buf);
                fclose(f);
                fprintf(stderr, "%s: error: out of memory\n", path);
                return 1;
            }
            buf = nb;
            cap += 65536;
        }
        got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
    } while (got > 0);
    if (ferror(f)) {
        fprintf(stderr, "%s: error: read failed\n", path);
        free(buf);
        fclose(f);
        return 1;
    }
    fclose(f);
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return 0;
}

/* A file the tool writes: "path" as the user gave it.  "real" is the
 * regular file it names (symbolic links followed) and "tmp" the temporary
 * file beside it that pp_file_commit() renames to "real"; both are NULL
 * when "path" is written directly (not a regular file). */
typedef struct pp_file {
    const char *path;
    char *real;
    char *tmp;
    int slot;   /* index in pp_tmp_live while "tmp" exists, else -1 */
} pp_file;

/* The temporary files on disk, for pp_on_signal() to remove: the driver's
 * one piece of global state (a signal handler has no other way to reach
 * them). */
static char *volatile pp_tmp_live[2];

/* Remove the temporary files, then die of signal "sig" as without us. */
static void pp_on_signal(int sig)
{
    int i;
    for (i = 0; i < 2; i++)
        if (pp_tmp_live[i])
            unlink(pp_tmp_live[i]);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Remove the temporary files when interrupted, hung up or terminated
 * (unless the signal was ignored, as under nohup). */
static void pp_catch_signals(void)
{
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
    struct sigaction sa, old;
    size_t i;
    memset(&sa, 0, sizeof(sa));
    sa.sa_handler = pp_on_signal;
    sigemptyset(&sa.sa_mask);
    for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
        if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
            sigaction(sigs[i], &sa, NULL);
}

/* Forget the temporary file of "f" in pp_tmp_live (it is gone or renamed). */
static void pp_file_forget(pp_file *f)
{
    if (f->slot >= 0)
        pp_tmp_live[f->slot] = NULL;
    f->slot = -1;
}

/* Return nonzero when "path" must be written directly: it exists and is
 * not a regular file, or it lies under /dev/ or /proc/ (/dev/stdout may
 * lead to a regular file that the shell opened). */
static int pp_file_is_direct(const char *path)
{
    struct stat st;
    if (!strncmp(path, "/dev/", 5) || !strncmp(path, "/proc/", 6))
        return 1;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode);
}

/* Return the regular file "path" names, symbolic links followed (a copy
 * of "path" when it does not exist yet), or NULL when out of memory. */
static char *pp_file_resolve(const char *path)
{
    struct stat st;
    char *real;
    if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode) && (real = realpath(path, NULL)) != NULL)
        return real;
    return strdup(path);
}

/* Return nonzero when "a" and "b" are the same existing file. */
static int pp_same_file(const char *a, const char *b)
{
    struct stat sa, sb;
    return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

/* Prepare "f" for writing "path": for a regular file, create the
 * temporary file beside it (the mode of the file it replaces, or 0666
 * less the umask).  Return 0, or 2 after printing why not. */
static int pp_file_begin(pp_file *f, const char *path)
{
    struct stat st;
    const char *base;
    size_t dir;
    mode_t mask;
    int fd;
    memset(f, 0, sizeof(*f));
    f->path = path;
    f->slot = -1;
    if (pp_file_is_direct(path))
        return 0;
    f->real = pp_file_resolve(path);
    if (!f->real) {
        fprintf(stderr, "bbmm-pp: error: out of memory\n");
        return 2;
    }
    base = strrchr(f->real, '/');
    base = base ? base + 1 : f->real;
    dir = (size_t)(base - f->real);
    f->tmp = malloc(strlen(f->real) + 16);
    if (!f->tmp) {
        fprintf(stderr, "bbmm-pp: error: out of memory\n");
        return 2;
    }
    sprintf(f->tmp, "%.*s.%s.XXXXXX", (int)dir, f->real, base);
    fd = mkstemp(f->tmp);
    if (fd < 0) {
        fprintf(stderr, "bbmm-pp: error: cannot create '%s': %s\n", path, strerror(errno));
        free(f->tmp);
        f->tmp = NULL;
        return 2;
    }
    f->slot = pp_tmp_live[0] ? 1 : 0;
    pp_tmp_live[f->slot] = f->tmp;
    mask = umask(0);
    umask(mask);
    if (fchmod(fd, stat(f->real, &st) == 0 ? st.st_mode & 07777 : 0666 & ~mask)) {
        fprintf(stderr, "bbmm-pp: error: cannot create '%s': %s\n", path, strerror(errno));
        close(fd);
        return 2;
    }
    close(fd);
    return 0;
}

/* The name to write the data of "f" to. */
static const char *pp_file_name(const pp_file *f)
{
    return f->tmp ? f->tmp : f->path;
}

/* Remove the temporary file of "f", if any, and free "f". */
static void pp_file_abort(pp_file *f)
{
    if (f->tmp)
        unlink(f->tmp);
    pp_file_forget(f);
    free(f->tmp);
    free(f->real);
    memset(f, 0, sizeof(*f));
}

/* Rename the temporary file of "f" into place; return 0, or 2 after
 * printing why not (the temporary file removed). */
static int pp_file_commit(pp_file *f)
{
    if (f->tmp && rename(f->tmp, f->real)) {
        fprintf(stderr, "bbmm-pp: error: cannot write '%s': %s\n", f->path, strerror(errno));
        pp_file_abort(f);
        return 2;
    }
    pp_file_forget(f);
    free(f->tmp);
    f->tmp = NULL;
    pp_file_abort(f);
    return 0;
}

/* Return nonzero when the file "path" starts with "a" or "b" (NULL: no
 * second choice). */
static int pp_file_starts(const char *path, const char *a, const char *b)
{
    char head[512];
    size_t n, la = strlen(a), lb = b ? strlen(b) : 0;
    FILE *f = fopen(path, "rb");
    if (!f)
        return 0;
    n = fread(head, 1, sizeof(head), f);
    fclose(f);
    return (la <= n && !memcmp(head, a, la)) || (b && lb <= n && !memcmp(head, b, lb));
}

/* Remove what an earlier run left at "path" (a regular file, symbolic
 * links followed; never a device, pipe or directory) when it starts as
 * bbmm-pp's files do, with "sig" or "sig2" (NULL: none): a file that the
 * user named by mistake stays. */
static void pp_file_remove_stale(const char *path, const char *sig, const char *sig2)
{
    struct stat st;
    char *real;
    if (!path || !sig || pp_file_is_direct(path) || !(real = pp_file_resolve(path)))
        return;
    if (lstat(real, &st) == 0 && S_ISREG(st.st_mode) && pp_file_starts(real, sig, sig2))
        unlink(real);
    free(real);
}

/* Write "n" bytes of "data" to "f" (its temporary file, or its path when
 * written directly); return 0, or 2 after printing why not. */
static int pp_write_output(pp_file *f, const char *data, size_t n)
{
    FILE *out = fopen(pp_file_name(f), "wb");
    int bad, err;
    if (!out) {
        fprintf(stderr, "bbmm-pp: error: cannot create '%s': %s\n", f->path, strerror(errno));
        return 2;
    }
    bad = fwrite(data, 1, n, out) != n || fflush(out);
    err = errno;
    if (fclose(out) || bad) {
        fprintf(stderr, "bbmm-pp: error: cannot write '%s': %s\n", f->path, strerror(bad ? err : errno));
        return 2;
    }
    return 0;
}

/* Refuse an output or depfile of "o" that is the input itself, or the
 * depfile and the output being one file; return 0, or 2 after printing
 * why. */
static int pp_check_paths(const struct pp_args *o)
{
    const char *what[2] = {"output", "depfile"}, *path[2] = {o->output, o->depfile};
    int k;
    for (k = 0; k < 2; k++)
        if (path[k] && (!strcmp(path[k], o->input) || pp_same_file(path[k], o->input))) {
            fprintf(stderr, "bbmm-pp: error: the %s '%s' is the input file: it would be overwritten\n", what[k],
                    path[k]);
            return 2;
        }
    if (o->output && o->depfile && (!strcmp(o->output, o->depfile) || pp_same_file(o->output, o->depfile)) &&
        !pp_file_is_direct(o->output)) {
        fprintf(stderr, "bbmm-pp: error: the output and the depfile are the same file '%s'\n", o->output);
        return 2;
    }
    return 0;
}

/* Run the preprocessor to write the make rule "output: input headers..."
 * to "depfile" (its temporary file); return 0, or 1 when the preprocessor
 * rejects the input. */
static int pp_write_depfile(const struct pp_args *o, const char *output, const char *depfile)
{
    const char *cpp = getenv("BBMM_CPP");
    const char *argv[PP_MAX_FLAGS + 12];
    int n = 0, i, rc;
    argv[n++] = cpp && *cpp ? cpp : "cc";
    argv[n++] = "-M";
    argv[n++] = "-MT";
    argv[n++] = output;
    argv[n++] = "-MF";
    argv[n++] = depfile;
    for (i = 0; i < o->nflags; i++)
        argv[n++] = o->flags[i];
    argv[n++] = "-x";
    argv[n++] = "c";
    argv[n++] = o->input;
    argv[n] = NULL;
    rc = pp_run("bbmm-pp", argv, NULL, NULL);
    if (rc < 0) {
        fprintf(stderr, "bbmm-pp: error: cannot run the preprocessor: %s\n", strerror(errno));
        return 2;
    }
    return rc == 0 ? 0 : rc == 127 ? 2 : 1;
}

/* Return the default output name for "input": "x.c" -> "x.bbmm.c". */
static char *pp_default_output(const char *input)
{
    size_t n = strlen(input);
    char *s = malloc(n + 8);
    if (!s)
        return NULL;
    if (n > 2 && !strcmp(input + n - 2, ".c"))
        n -= 2;
    memcpy(s, input, n);
    strcpy(s + n, ".bbmm.c");
    return s;
}

/* Run the front end on "o"->input into "*m"; print its diagnostics (and
 * with --explain the model); return 0, or 1 when the input has errors. */
static int pp_front(const struct pp_args *o, pp_model **m)
{
    pp_options fo;
    pp_diag diag;
    memset(&fo, 0, sizeof(fo));
    memset(&diag, 0, sizeof(diag));
    fo.input = o->input;
    fo.flags = o->flags;
    fo.nflags = o->nflags;
    fo.max_ops = o->max_ops;
    fo.no_cpp = o->no_cpp;
    fo.sched_seconds = o->sched_seconds;
    fo.no_expand = o->no_expand;
    fo.no_auto_data = o->no_auto_data;
    fo.no_grow = o->no_grow;
    *m = pp_model_build(&fo, &diag);
    pp_isl_stopped = diag.isl_stopped;
    pp_diag_print(&diag, stderr);
    pp_diag_clear(&diag);
    if (!*m)
        return 1;
    if (o->explain)
        pp_explain_model(stdout, *m);
    return 0;
}

/* Generate the output of model "m" for "text" ("len" bytes) of "o"->input
 * into "outf" (a pp_file of "o"->output); return 0, or 2 after printing why
 * not. */
static int pp_generate(const struct pp_args *o, const pp_model *m, const char *text, size_t len, pp_file *outf)
{
    pp_str out = {0};
    pp_diag diag;
    int rc;
    memset(&diag, 0, sizeof(diag));
    rc = pp_codegen(m, o->input, text, len, &out, &diag);
    pp_diag_print(&diag, stderr);
    pp_diag_clear(&diag);
    if (rc) {
        fprintf(stderr, "bbmm-pp: error: out of memory while generating code\n");
        pp_str_free(&out);
        return 2;
    }
    rc = pp_write_output(outf, pp_str_get(&out), out.len);
    pp_str_free(&out);
    return rc;
}

/* Write the depfile (when asked) and the output of model "m" for "text"
 * ("len" bytes) as "o" says, each complete before it replaces what was
 * there; return 0, 1 or 2 after printing why not. */
static int pp_write_files(const struct pp_args *o, const pp_model *m, const char *text, size_t len)
{
    pp_file dep, out;
    int rc;
    memset(&dep, 0, sizeof(dep));
    dep.slot = -1;
    pp_catch_signals();
    rc = pp_file_begin(&out, o->output);
    if (!rc && o->depfile && !(rc = pp_file_begin(&dep, o->depfile)))
        rc = pp_write_depfile(o, o->output, pp_file_name(&dep));
    if (!rc)
        rc = pp_generate(o, m, text, len, &out);
    if (!rc && o->depfile)
        rc = pp_file_commit(&dep);
    if (!rc)
        rc = pp_file_commit(&out);
    pp_file_abort(&dep);
    pp_file_abort(&out);
    return rc;
}

int main(int argc, char **argv)
{
    struct pp_args o;
    pp_model *m = NULL;
    char *text = NULL, *defout = NULL;
    size_t len = 0;
    int rc, i, checked = 0;
    memset(&o, 0, sizeof(o));
    rc = pp_parse_args(argc, argv, &o);
    if (!rc && !o.explain && !o.output) {
        o.output = defout = pp_default_output(o.input);
        if (!defout) {
            fprintf(stderr, "bbmm-pp: error: out of memory\n");
            rc = 2;
        }
    }
    if (!rc && !o.explain)
        checked = !(rc = pp_check_paths(&o));
    if (!rc)
        rc = pp_read_file(o.input, &text, &len);
    if (!rc)
        rc = pp_front(&o, &m);
    if (!rc && !o.explain)
        rc = pp_write_files(&o, m, text, len);
    if (rc && checked) {
        char *rule = o.depfile ? malloc(strlen(o.output) + 2) : NULL;
        if (rule)
            sprintf(rule, "%s:", o.output);
        pp_file_remove_stale(o.output, "/* Generated by bbmm-pp", "#line 1 \"");
        pp_file_remove_stale(o.depfile, rule, NULL);
        free(rule);
    }
    pp_model_free(m);
    free(text);
    free(defout);
    for (i = 0; i < o.nflags; i++)
        free((void *)o.flags[i]);
    return rc;
}
