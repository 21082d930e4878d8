/* bbmm-pp - the BBMM pragma tool driver.
 *
 *   bbmm-pp [-I dir] [-D name[=value]] [-U name] [-o out.c] [-MF out.d] in.c
 *
 * Copies "in.c" to "out.c" (default: in.bbmm.c beside it) behind a #line
 * directive so compiler messages point at the user's file, and writes a
 * make-style depfile listing every header the source includes (found by
 * running the C preprocessor, $BBMM_CPP or "cc", with the same -I/-D/-U
 * flags).  Regions marked #pragma bbmm or #pragma scop are found and
 * reported; until region code generation lands they stay sequential code,
 * with a warning naming each one.
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

#define PP_MAX_FLAGS 256

struct pp_options {
    const char *input;
    const char *output;
    const char *depfile;
    const char *flags[PP_MAX_FLAGS];
    int nflags;
};

/* Print the usage text to "f". */
static void pp_usage(FILE *f)
{
    fprintf(f, "usage: bbmm-pp [-I dir] [-D name[=value]] [-U name] [-o out.c] [-MF out.d] in.c\n");
}

/* Store flag "flag" with value "value" (joined, as "-Ivalue") in "o". */
static int pp_add_flag(struct pp_options *o, const char *flag, const char *value)
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
static int pp_parse_args(int argc, char **argv, struct pp_options *o)
{
    int i;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            pp_usage(stdout);
            exit(0);
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

/* Return nonzero when line "p" (up to its newline) is a #pragma of kind
 * "word" ("bbmm" or "scop"), with optional blanks around '#'. */
static int pp_is_pragma(const char *p, const char *word)
{
    size_t wl = strlen(word);
    while (*p == ' ' || *p == '\t')
        p++;
    if (*p++ != '#')
        return 0;
    while (*p == ' ' || *p == '\t')
        p++;
    if (strncmp(p, "pragma", 6))
        return 0;
    p += 6;
    if (*p != ' ' && *p != '\t')
        return 0;
    while (*p == ' ' || *p == '\t')
        p++;
    return !strncmp(p, word, wl) && (p[wl] == '\0' || p[wl] == '\n' || p[wl] == ' ' ||
                                     p[wl] == '\t' || p[wl] == '\r' || p[wl] == '(');
}

/* Return nonzero when the line at "line" opens or closes a region. */
static int pp_is_region_pragma(const char *line)
{
    return pp_is_pragma(line, "bbmm") || pp_is_pragma(line, "scop") || pp_is_pragma(line, "endscop");
}

/* Warn, in GNU format, about each region of "text" (from file "path") that
 * is left as sequential code. */
static void pp_report_regions(const char *path, const char *text)
{
    const char *line = text;
    int lineno = 1;
    while (*line) {
        const char *col = line;
        while (*col == ' ' || *col == '\t')
            col++;
        if (pp_is_pragma(line, "bbmm") || pp_is_pragma(line, "scop"))
            fprintf(stderr,
                    "%s:%d:%d: warning: region left as sequential code: device code "
                    "generation is not available in this version of bbmm-pp\n",
                    path, lineno, (int)(col - line) + 1);
        line = strchr(line, '\n');
        if (!line)
            break;
        line++;
        lineno++;
    }
}

/* Write "text" ("len" bytes) to "f", turning each region pragma line into
 * a comment so the sequential code compiles without unknown-pragma
 * warnings; line numbers are kept. */
static void pp_copy_text(FILE *f, const char *text, size_t len)
{
    const char *line = text, *end = text + len;
    while (line < end) {
        const char *nl = memchr(line, '\n', (size_t)(end - line));
        size_t n = nl ? (size_t)(nl - line) + 1 : (size_t)(end - line);
        if (pp_is_region_pragma(line))
            fputs("// bbmm-pp: sequential: ", f);
        fwrite(line, 1, n, f);
        line += n;
    }
}

/* Write "text" ("len" bytes, from "input") to "output" behind a #line
 * directive; return 0, or 2 after printing why not (removing the file). */
static int pp_write_output(const char *output, const char *input, const char *text, size_t len)
{
    FILE *f = fopen(output, "wb");
    const char *s;
    if (!f) {
        fprintf(stderr, "bbmm-pp: error: cannot create '%s': %s\n", output, strerror(errno));
        return 2;
    }
    fputs("#line 1 \"", f);
    for (s = input; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', f);
        fputc(*s, f);
    }
    fputs("\"\n", f);
    pp_copy_text(f, text, len);
    if (fclose(f)) {
        fprintf(stderr, "bbmm-pp: error: cannot write '%s'\n", output);
        remove(output);
        return 2;
    }
    return 0;
}

/* Run the preprocessor to write the make rule "output: input headers..."
 * to "depfile"; return 0, or 1 when the preprocessor rejects the input. */
static int pp_write_depfile(const struct pp_options *o, const char *output)
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

int main(int argc, char **argv)
{
    struct pp_options o;
    char *text = NULL, *defout = NULL;
    size_t len = 0;
    int rc, i;
    memset(&o, 0, sizeof(o));
    rc = pp_parse_args(argc, argv, &o);
    if (!rc)
        rc = pp_read_file(o.input, &text, &len);
    if (!rc && !o.output) {
        o.output = defout = pp_default_output(o.input);
        if (!defout) {
            fprintf(stderr, "bbmm-pp: error: out of memory\n");
            rc = 2;
        }
    }
    if (!rc && o.depfile)
        rc = pp_write_depfile(&o, o.output);
    if (!rc) {
        pp_report_regions(o.input, text);
        rc = pp_write_output(o.output, o.input, text, len);
    }
    free(text);
    free(defout);
    for (i = 0; i < o.nflags; i++)
        free((void *)o.flags[i]);
    return rc;
}
