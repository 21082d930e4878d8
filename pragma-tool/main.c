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
 * the preprocessor; --max-ops N sets isl's operation limit per region.
 *
 * Exit status: 0 success, 1 error in the user's input, 2 usage or internal
 * error.  On error no output file is left behind.
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "codegen.h"
#include "diag.h"
#include "model.h"

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
};

/* Print the usage text to "f". */
static void pp_usage(FILE *f)
{
    fprintf(f, "usage: bbmm-pp [-I dir] [-D name[=value]] [-U name] [-o out.c] [-MF out.d] in.c\n"
               "       bbmm-pp --explain [-I dir] [-D name[=value]] [-U name] in.c\n"
               "options: --no-cpp (do not run the preprocessor), --max-ops N (isl operation limit)\n");
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

/* Write "n" bytes of "data" to "output"; return 0, or 2 after printing why
 * not (removing the partial file). */
static int pp_write_output(const char *output, const char *data, size_t n)
{
    FILE *f = fopen(output, "wb");
    int bad;
    if (!f) {
        fprintf(stderr, "bbmm-pp: error: cannot create '%s': %s\n", output, strerror(errno));
        return 2;
    }
    bad = fwrite(data, 1, n, f) != n;
    if (fclose(f) || bad) {
        fprintf(stderr, "bbmm-pp: error: cannot write '%s'\n", output);
        remove(output);
        return 2;
    }
    return 0;
}

/* Run the preprocessor to write the make rule "output: input headers..."
 * to "depfile"; return 0, or 1 when the preprocessor rejects the input. */
static int pp_write_depfile(const struct pp_args *o, const char *output)
{
    const char *cpp = getenv("BBMM_CPP");
    const char *argv[PP_MAX_FLAGS + 12];
    int n = 0, i, status;
    pid_t pid;
    argv[n++] = cpp && *cpp ? cpp : "cc";
    argv[n++] = "-M";
    argv[n++] = "-MT";
    argv[n++] = output;
    argv[n++] = "-MF";
    argv[n++] = o->depfile;
    for (i = 0; i < o->nflags; i++)
        argv[n++] = o->flags[i];
    argv[n++] = "-x";
    argv[n++] = "c";
    argv[n++] = o->input;
    argv[n] = NULL;
    fflush(NULL);
    pid = fork();
    if (pid < 0) {
        fprintf(stderr, "bbmm-pp: error: cannot start the preprocessor: %s\n", strerror(errno));
        return 2;
    }
    if (pid == 0) {
        execvp(argv[0], (char *const *)argv);
        fprintf(stderr, "bbmm-pp: error: cannot run '%s': %s\n", argv[0], strerror(errno));
        _exit(127);
    }
    if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        remove(o->depfile);
        return WIFEXITED(status) && WEXITSTATUS(status) == 127 ? 2 : 1;
    }
    return 0;
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
    *m = pp_model_build(&fo, &diag);
    pp_diag_print(&diag, stderr);
    pp_diag_clear(&diag);
    if (!*m)
        return 1;
    if (o->explain)
        pp_explain_model(stdout, *m);
    return 0;
}

/* Generate the output of model "m" for "text" ("len" bytes) of "o"->input
 * into "o"->output; return 0, or 2 after printing why not. */
static int pp_generate(const struct pp_args *o, const pp_model *m, const char *text, size_t len)
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
    rc = pp_write_output(o->output, pp_str_get(&out), out.len);
    pp_str_free(&out);
    return rc;
}

int main(int argc, char **argv)
{
    struct pp_args o;
    pp_model *m = NULL;
    char *text = NULL, *defout = NULL;
    size_t len = 0;
    int rc, i;
    memset(&o, 0, sizeof(o));
    rc = pp_parse_args(argc, argv, &o);
    if (!rc)
        rc = pp_read_file(o.input, &text, &len);
    if (!rc)
        rc = pp_front(&o, &m);
    if (!rc && !o.explain && !o.output) {
        o.output = defout = pp_default_output(o.input);
        if (!defout) {
            fprintf(stderr, "bbmm-pp: error: out of memory\n");
            rc = 2;
        }
    }
    if (!rc && !o.explain && o.depfile)
        rc = pp_write_depfile(&o, o.output);
    if (!rc && !o.explain)
        rc = pp_generate(&o, m, text, len);
    pp_model_free(m);
    free(text);
    free(defout);
    for (i = 0; i < o.nflags; i++)
        free((void *)o.flags[i]);
    return rc;
}
