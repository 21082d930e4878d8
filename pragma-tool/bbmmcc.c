/* bbmmcc - a C compiler for programs with BBMM regions, in the manner of
 * mpicc or nvcc: set CC=bbmmcc and build an existing project unchanged.
 *
 *   bbmmcc [-mpi] [-v] [-Xbbmm-pp flag] [cc flags] file.c ... [-o prog]
 *   bbmmcc --version
 *
 * Each C input that holds #pragma bbmm or #pragma scop regions goes
 * through bbmm-pp (with the command line's -I/-D/-U flags; -isystem,
 * -iquote and -idirafter directories as -I) into a temporary file, which
 * the user's compiler ($BBMM_CC, else "cc"; may be several words, as in
 * "ccache gcc") compiles with the user's flags, the source's directory
 * first for #include "..." (-iquote) and BBMM's headers last (-I).
 * bbmm-pp writes #line directives, so the compiler's messages, __FILE__
 * and debug information name the user's file and lines.  Inputs without
 * regions, other languages, objects and libraries go to the compiler as
 * they are, in their order.
 *
 * Modes: -c and -S compile file by file (the object of a file with
 * regions is named as the compiler would name it: -o, else the source's
 * name with .o or .s, in the current directory); -E, -M and -MM only
 * preprocess, and pass everything through untouched (the pragmas stay);
 * otherwise the program is linked with the runtime: libbbmm.a, OpenCL,
 * pthreads and libm, and, with -mpi (implied when $BBMM_CC is an MPI
 * wrapper, mpicc...), the MPI back end libbbmm-mpi.a and MPI's libraries
 * for runs on several ranks.  -MD / -MMD depfiles of a file with regions
 * name the original source, not the temporary file.
 *
 * bbmmcc's own options: -mpi; -v prints each command before running it;
 * -Xbbmm-pp FLAG passes FLAG to bbmm-pp (e.g. --no-expand); --version
 * prints where bbmmcc finds bbmm-pp, the headers and the libraries, then
 * the compiler's version.  Environment: BBMM_CC (the compiler), BBMM_PP
 * (the pragma tool), TMPDIR; bbmm-pp preprocesses with $BBMM_CPP, which
 * bbmmcc sets to $BBMM_CC when that is one word and BBMM_CPP is unset.
 *
 * Where things are: bbmmcc run from BBMM's build tree uses the tree
 * (pragma-tool/bbmm-pp, include/, lib/); otherwise the installed layout
 * relative to its own executable (/proc/self/exe: bbmm-pp beside it, the
 * headers and libraries in ../include and ../lib as installed), and
 * failing that the install prefix it was configured with.
 *
 * Exit status: the first failing command's (bbmm-pp: 1 for an error in a
 * region, with "file:line:col: error: ..."); 1 when an input is missing;
 * 2 for a usage or internal error.  Temporary files are removed, also when
 * a signal ends bbmmcc.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bbmmcc-config.h"
#include "run.h"

#define CC_MAX_TMP 512

/* A growable NULL-terminated array of strings (not owned). */
typedef struct cc_vec {
    const char **v;
    int n, cap;
} cc_vec;

/* One command-line argument kept for the compiler: a flag (with its
 * separate value, if any) or an input with the -x language in force. */
typedef struct cc_arg {
    const char *text;
    const char *value; /* the flag's separate argument, or NULL */
    int input;         /* an input file */
    const char *lang;  /* -x in force for an input, NULL: by its suffix */
    int regions;       /* a C input with #pragma bbmm / #pragma scop */
    int link_only;     /* -l, -L, -Wl, ...: only for the link */
    int dep;           /* -MD, -MMD, -MF, -MT, -MQ, -MP */
    int lang_flag;     /* -x */
    const char *gen;   /* the generated C file (regions) */
    const char *obj;   /* its temporary object (link mode) */
} cc_arg;

/* Where bbmm-pp, the headers and the libraries are. */
typedef struct cc_paths {
    char pp[PATH_MAX];
    char include[PATH_MAX];
    char lib[PATH_MAX];
    const char *where; /* "build tree", "installed", "configured prefix" */
} cc_paths;

/* The parsed command line. */
typedef struct cc_opts {
    cc_arg *args;
    int nargs;
    cc_vec cc;      /* the compiler's words */
    cc_vec ppflags; /* -Xbbmm-pp flags and -I/-D/-U for bbmm-pp (owned) */
    char *ccwords;  /* the storage of "cc" */
    char *core, *back; /* the paths of libbbmm.a and libbbmm-mpi.a */
    const char *output;
    int mode;       /* 'l' link, 'c', 'S', 'E' */
    int mpi, mpi_asked, verbose, version, ninputs, nregions;
    int md;         /* -MD or -MMD given */
    const char *mf, *mt;
} cc_opts;

/* The temporary files, removed at exit and by the signal handler. */
static char cc_tmpdir[PATH_MAX];
static char *cc_tmp[CC_MAX_TMP];
static volatile sig_atomic_t cc_ntmp;

/* Remove the temporary files and directory (async-signal-safe). */
static void cc_cleanup(void)
{
    int i;
    for (i = cc_ntmp - 1; i >= 0; i--)
        unlink(cc_tmp[i]);
    if (cc_tmpdir[0])
        rmdir(cc_tmpdir);
}

/* The handler of "sig": clean up, then die of "sig". */
static void cc_on_signal(int sig)
{
    cc_cleanup();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Print "bbmmcc: error: " and the message "fmt" to stderr. */
static void cc_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void cc_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("bbmmcc: error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* Append "s" to "v"; return 0, or -1 when out of memory. */
static int cc_push(cc_vec *v, const char *s)
{
    if (v->n + 2 > v->cap) {
        int cap = v->cap ? 2 * v->cap : 32;
        const char **nv = realloc(v->v, (size_t)cap * sizeof(*nv));
        if (!nv || cap < v->cap)
            return -1;
        v->v = nv;
        v->cap = cap;
    }
    v->v[v->n++] = s;
    v->v[v->n] = NULL;
    return 0;
}

/* Append the "n" strings of "s" to "v". */
static int cc_push_all(cc_vec *v, const char *const *s, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (cc_push(v, s[i]))
            return -1;
    return 0;
}

/* Return a heap copy of the printf output "fmt", or NULL. */
static char *cc_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *cc_printf(const char *fmt, ...)
{
    va_list ap;
    int n;
    char *s;
    va_start(ap, fmt);
    n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0 || !(s = malloc((size_t)n + 1)))
        return NULL;
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

/* Record "path" as a temporary file to remove; return it, or NULL. */
static char *cc_tmp_add(char *path)
{
    if (!path || cc_ntmp == CC_MAX_TMP) {
        free(path);
        return NULL;
    }
    cc_tmp[cc_ntmp] = path;
    cc_ntmp = cc_ntmp + 1;
    return path;
}

/* Print "argv" to stderr as a shell would read it back. */
static void cc_print_command(const char *const *argv)
{
    int i;
    for (i = 0; argv[i]; i++) {
        const char *s = argv[i];
        fputs(i ? " " : "", stderr);
        if (*s && !s[strcspn(s, " \t\n\"'\\$`*?[]{}()<>|&;#~")]) {
            fputs(s, stderr);
            continue;
        }
        fputc('\'', stderr);
        for (; *s; s++)
            fputs(*s == '\'' ? "'\\''" : (char[2]){*s, 0}, stderr);
        fputc('\'', stderr);
    }
    fputc('\n', stderr);
}

/* Run "argv" and wait for it; return its exit status (128 + the signal
 * that killed it), or 2 when it cannot run.  "verbose" prints it first. */
static int cc_run(const char *const *argv, int verbose)
{
    int rc;
    if (verbose)
        cc_print_command(argv);
    rc = pp_run("bbmmcc", argv, NULL, NULL);
    if (rc < 0) {
        cc_error("cannot run %s: %s", argv[0], strerror(errno));
        return 2;
    }
    return rc;
}

/* Whether the file "path" exists. */
static int cc_exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* Set "p" from "dir" and the two directories relative to it; return
 * whether bbmm-pp, bbmm.h and libbbmm.a are all there. */
static int cc_paths_set(cc_paths *p, const char *pp, const char *inc, const char *lib, const char *where)
{
    char probe[PATH_MAX];
    if (snprintf(p->pp, sizeof(p->pp), "%s", pp) >= (int)sizeof(p->pp) ||
        snprintf(p->include, sizeof(p->include), "%s", inc) >= (int)sizeof(p->include) ||
        snprintf(p->lib, sizeof(p->lib), "%s", lib) >= (int)sizeof(p->lib))
        return 0;
    p->where = where;
    if (snprintf(probe, sizeof(probe), "%s/bbmm.h", inc) >= (int)sizeof(probe) || !cc_exists(probe))
        return 0;
    if (snprintf(probe, sizeof(probe), "%s/libbbmm.a", lib) >= (int)sizeof(probe) || !cc_exists(probe))
        return 0;
    return cc_exists(pp);
}

/* Find bbmm-pp, the headers and the libraries (see the top of the file)
 * into "p"; $BBMM_PP overrides the pragma tool. */
static void cc_locate(cc_paths *p)
{
    char exe[PATH_MAX], dir[PATH_MAX], build[PATH_MAX], pp[PATH_MAX], inc[PATH_MAX], lib[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
    const char *env = getenv("BBMM_PP");
    char *slash;
    int found = 0;
    if (n > 0) {
        exe[n] = '\0';
        slash = strrchr(exe, '/');
        if (slash)
            *slash = '\0';
        if (!realpath(exe, dir))
            snprintf(dir, sizeof(dir), "%s", exe);
        if (realpath(BBMMCC_BUILD_BINDIR, build) && !strcmp(dir, build))
            found = cc_paths_set(p, BBMMCC_BUILD_BINDIR "/bbmm-pp", BBMMCC_BUILD_INCLUDEDIR,
                                 BBMMCC_BUILD_LIBDIR, "build tree");
        if (!found && snprintf(pp, sizeof(pp), "%s/bbmm-pp", dir) < (int)sizeof(pp) &&
            snprintf(inc, sizeof(inc), "%s/" BBMMCC_REL_INCLUDEDIR, dir) < (int)sizeof(inc) &&
            snprintf(lib, sizeof(lib), "%s/" BBMMCC_REL_LIBDIR, dir) < (int)sizeof(lib))
            found = cc_paths_set(p, pp, inc, lib, "installed, beside bbmmcc");
    }
    if (!found)
        cc_paths_set(p, BBMMCC_INSTALL_BINDIR "/bbmm-pp", BBMMCC_INSTALL_INCLUDEDIR, BBMMCC_INSTALL_LIBDIR,
                     "configured prefix");
    if (env && *env)
        snprintf(p->pp, sizeof(p->pp), "%s", env);
}

/* Split $BBMM_CC (else "cc") into words in "o"->cc; -mpi is implied when
 * the compiler is an MPI wrapper.  Return 0, or -1 when out of memory. */
static int cc_compiler(cc_opts *o)
{
    const char *env = getenv("BBMM_CC");
    char *s = strdup(env && *env ? env : "cc"), *w, *save = NULL;
    const char *base;
    if (!s)
        return -1;
    o->ccwords = s;
    for (w = strtok_r(s, " \t", &save); w; w = strtok_r(NULL, " \t", &save))
        if (cc_push(&o->cc, w))
            return -1;
    if (!o->cc.n && cc_push(&o->cc, "cc"))
        return -1;
    base = strrchr(o->cc.v[o->cc.n - 1], '/');
    base = base ? base + 1 : o->cc.v[o->cc.n - 1];
    if (!strncmp(base, "mpi", 3))
        o->mpi = 1;
    if (o->cc.n == 1 && !getenv("BBMM_CPP"))
        setenv("BBMM_CPP", o->cc.v[0], 1);
    return 0;
}

/* Whether "a" is a flag whose value is the next argument. */
static int cc_takes_value(const char *a)
{
    static const char *const two[] = {"-o", "-x", "-I", "-D", "-U", "-L", "-l", "-MF", "-MT", "-MQ", "-include",
                                      "-imacros", "-isystem", "-iquote", "-idirafter", "-iprefix", "-iwithprefix",
                                      "-iwithprefixbefore", "-isysroot", "-imultilib", "-Xlinker", "-Xpreprocessor",
                                      "-Xassembler", "-Xbbmm-pp", "-T", "-u", "-z", "-e", "-aux-info", "--param",
                                      "-A", "-B", NULL};
    int i;
    for (i = 0; two[i]; i++)
        if (!strcmp(a, two[i]))
            return 1;
    return 0;
}

/* Whether flag "a" only concerns the link. */
static int cc_link_only(const char *a)
{
    return !strncmp(a, "-l", 2) || !strncmp(a, "-L", 2) || !strncmp(a, "-Wl,", 4) || !strcmp(a, "-Xlinker") ||
           !strcmp(a, "-u") || !strcmp(a, "-T") || !strcmp(a, "-z") || !strcmp(a, "-e");
}

/* Whether flag "a" concerns the depfile. */
static int cc_dep_flag(const char *a)
{
    return !strcmp(a, "-MD") || !strcmp(a, "-MMD") || !strncmp(a, "-MF", 3) || !strncmp(a, "-MT", 3) ||
           !strncmp(a, "-MQ", 3) || !strcmp(a, "-MP");
}

/* Whether the file "path" has a line "#pragma bbmm" or "#pragma scop";
 * -1 (after an error) when it cannot be read. */
static int cc_has_regions(const char *path)
{
    FILE *f = fopen(path, "r");
    char line[4096];
    int found = 0, bol = 1;
    if (!f) {
        cc_error("%s: %s", path, strerror(errno));
        return -1;
    }
    while (!found && fgets(line, sizeof(line), f)) {
        const char *s = line;
        size_t n = strlen(line);
        if (bol) {
            s += strspn(s, " \t");
            if (*s == '#') {
                s += 1 + strspn(s + 1, " \t");
                if (!strncmp(s, "pragma", 6) && (s[6] == ' ' || s[6] == '\t')) {
                    s += 6 + strspn(s + 6, " \t");
                    found = (!strncmp(s, "bbmm", 4) || !strncmp(s, "scop", 4)) &&
                            (!s[4] || strchr(" \t\r\n", s[4]));
                }
            }
        }
        bol = n > 0 && line[n - 1] == '\n';
    }
    fclose(f);
    return found;
}

/* Whether input "a" is C source: -x c, or no -x and a .c name. */
static int cc_is_c(const cc_arg *a)
{
    size_t n = strlen(a->text);
    if (a->lang)
        return !strcmp(a->lang, "c");
    return n > 2 && !strcmp(a->text + n - 2, ".c");
}

/* Add "flag" and its value "v" (bbmm-pp's -I/-D/-U) to "o"->ppflags. */
static int cc_pp_flag(cc_opts *o, const char *flag, const char *v)
{
    char *s = cc_printf("%s%s", flag, v);
    return s ? cc_push(&o->ppflags, s) : -1;
}

/* Note the bbmm-pp flag that argument "a" (value "v") implies. */
static int cc_note_pp(cc_opts *o, const char *a, const char *v)
{
    static const char *const dirs[] = {"-isystem", "-iquote", "-idirafter", NULL};
    int i;
    if (a[0] == '-' && (a[1] == 'I' || a[1] == 'D' || a[1] == 'U'))
        return cc_pp_flag(o, (char[3]){'-', a[1], 0}, v ? v : a + 2);
    for (i = 0; dirs[i]; i++) {
        size_t n = strlen(dirs[i]);
        if (!strncmp(a, dirs[i], n))
            return cc_pp_flag(o, "-I", v ? v : a + n);
    }
    return 0;
}

/* Note what depfile flag "a" (value "v") sets in "o". */
static void cc_note_dep(cc_opts *o, const char *a, const char *v)
{
    if (!strcmp(a, "-MD") || !strcmp(a, "-MMD"))
        o->md = 1;
    else if (!strncmp(a, "-MF", 3))
        o->mf = v ? v : a + 3;
    else if (!strncmp(a, "-MT", 3) || !strncmp(a, "-MQ", 3))
        o->mt = v ? v : a + 3;
}

/* The mode of -E over -S over -c over linking: of "old" and "new". */
static int cc_mode(int old, int new)
{
    static const char order[] = "lcSE";
    return strchr(order, new) > strchr(order, old) ? new : old;
}

/* Parse "argv" into "o"; return 0, or the exit status after an error. */
static int cc_parse(int argc, char **argv, cc_opts *o)
{
    const char *lang = NULL;
    int i;
    o->mode = 'l';
    o->args = calloc((size_t)argc, sizeof(*o->args));
    if (!o->args)
        return 2;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = NULL;
        cc_arg *x = &o->args[o->nargs];
        if (!strcmp(a, "-mpi")) {
            o->mpi = o->mpi_asked = 1;
            continue;
        }
        if (!strcmp(a, "-v")) {
            o->verbose = 1;
            continue;
        }
        if (!strcmp(a, "--version")) {
            o->version = 1;
            continue;
        }
        if (a[0] == '-' && a[1] && cc_takes_value(a)) {
            if (i + 1 == argc) {
                cc_error("missing argument to '%s'", a);
                return 2;
            }
            v = argv[++i];
        }
        if (!strcmp(a, "-Xbbmm-pp")) {
            char *copy = strdup(v);
            if (!copy || cc_push(&o->ppflags, copy)) {
                free(copy);
                return 2;
            }
            continue;
        }
        if (!strncmp(a, "-o", 2)) {
            o->output = v ? v : a + 2;
            continue;
        }
        x->text = a;
        x->value = v;
        o->nargs++;
        if (a[0] != '-' || !a[1]) {
            x->input = 1;
            x->lang = lang;
            o->ninputs++;
            continue;
        }
        if (!strncmp(a, "-x", 2)) {
            lang = v ? v : a + 2;
            lang = strcmp(lang, "none") ? lang : NULL;
            x->lang_flag = 1;
        } else if (!strcmp(a, "-c") || !strcmp(a, "-S") || !strcmp(a, "-E") || !strcmp(a, "-M") ||
                   !strcmp(a, "-MM")) {
            o->mode = cc_mode(o->mode, a[1] == 'M' ? 'E' : a[1]);
        }
        x->link_only = cc_link_only(a);
        x->dep = cc_dep_flag(a);
        if (x->dep)
            cc_note_dep(o, a, v);
        if (cc_note_pp(o, a, v))
            return 2;
    }
    return 0;
}

/* Scan the C inputs of "o" for regions (not when only preprocessing);
 * return 0, or 1 when an input cannot be read. */
static int cc_scan(cc_opts *o)
{
    int i, r;
    for (i = 0; i < o->nargs; i++) {
        cc_arg *a = &o->args[i];
        if (!a->input || !strcmp(a->text, "-") || !cc_is_c(a))
            continue;
        r = cc_has_regions(a->text);
        if (r < 0)
            return 1;
        if (o->mode != 'E' && r) {
            a->regions = 1;
            o->nregions++;
        }
    }
    return 0;
}

/* Return the base name of "path" without its last suffix, with "suffix"
 * appended, in "dir" (NULL: none); NULL when out of memory. */
static char *cc_rename(const char *dir, const char *path, const char *suffix)
{
    const char *base = strrchr(path, '/'), *dot;
    base = base ? base + 1 : path;
    dot = strrchr(base, '.');
    if (!dot || dot == base)
        dot = base + strlen(base);
    return cc_printf("%s%s%.*s%s", dir ? dir : "", dir ? "/" : "", (int)(dot - base), base, suffix);
}

/* Return the directory of "path" ("." when none), or NULL. */
static char *cc_dirname(const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        return strdup(".");
    if (slash == path)
        return strdup("/");
    return cc_printf("%.*s", (int)(slash - path), path);
}

/* Run bbmm-pp on region input "a" (number "k") into a temporary file. */
static int cc_preprocess(cc_opts *o, const cc_paths *p, cc_arg *a, int k)
{
    cc_vec v = {0};
    char *stem = cc_rename(NULL, a->text, ".bbmm.c");
    int rc = 2;
    a->gen = stem ? cc_tmp_add(cc_printf("%s/%d-%s", cc_tmpdir, k, stem)) : NULL;
    free(stem);
    if (!a->gen || cc_push(&v, p->pp) || cc_push_all(&v, o->ppflags.v, o->ppflags.n) || cc_push(&v, "-o") ||
        cc_push(&v, a->gen) || cc_push(&v, a->text))
        cc_error("out of memory");
    else
        rc = cc_run(v.v, o->verbose);
    free(v.v);
    return rc;
}

/* Replace every "from" in the file "path" by "to". */
static int cc_replace_in_file(const char *path, const char *from, const char *to)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL, *at, *s;
    long n;
    size_t fl = strlen(from);
    int ok = 0;
    if (!f)
        return -1;
    if (!fseek(f, 0, SEEK_END) && (n = ftell(f)) >= 0 && !fseek(f, 0, SEEK_SET) &&
        (buf = malloc((size_t)n + 1)) && fread(buf, 1, (size_t)n, f) == (size_t)n) {
        buf[n] = '\0';
        ok = 1;
    }
    fclose(f);
    if (!ok || !(f = fopen(path, "wb"))) {
        free(buf);
        return -1;
    }
    for (s = buf; (at = strstr(s, from)); s = at + fl) {
        fwrite(s, 1, (size_t)(at - s), f);
        fputs(to, f);
    }
    fputs(s, f);
    free(buf);
    return fclose(f) ? -1 : 0;
}

/* Compile the generated file of region input "a" into "out" with the
 * user's flags (link-only ones left out); "dep" keeps the depfile flags,
 * naming the depfile "depfile" and its target "out" unless -MT / -MQ. */
static int cc_compile_one(cc_opts *o, const cc_paths *p, const cc_arg *a, const char *out, const char *depfile)
{
    cc_vec v = {0};
    char *dir = cc_dirname(a->text);
    int i, rc = 2, bad = !dir || cc_push_all(&v, o->cc.v, o->cc.n) || cc_push(&v, "-iquote") || cc_push(&v, dir);
    for (i = 0; i < o->nargs && !bad; i++) {
        const cc_arg *x = &o->args[i];
        if (x->input || x->link_only || x->lang_flag || (x->dep && !depfile))
            continue;
        bad = cc_push(&v, x->text) || (x->value && cc_push(&v, x->value));
    }
    if (!bad && depfile)
        bad = (!o->mf && (cc_push(&v, "-MF") || cc_push(&v, depfile))) ||
              (!o->mt && (cc_push(&v, "-MT") || cc_push(&v, out)));
    bad = bad || cc_push(&v, "-I") || cc_push(&v, p->include) || cc_push(&v, o->mode == 'S' ? "-S" : "-c") ||
          cc_push(&v, "-x") || cc_push(&v, "c") || cc_push(&v, a->gen) || cc_push(&v, "-o") || cc_push(&v, out);
    if (bad)
        cc_error("out of memory");
    else
        rc = cc_run(v.v, o->verbose);
    if (rc == 0 && depfile && cc_replace_in_file(depfile, a->gen, a->text)) {
        cc_error("%s: cannot rewrite the depfile: %s", depfile, strerror(errno));
        rc = 1;
    }
    free(dir);
    free(v.v);
    return rc;
}

/* Return "path" with its last suffix replaced by "suffix", in its own
 * directory; NULL when out of memory. */
static char *cc_resuffix(const char *path, const char *suffix)
{
    char *dir = strchr(path, '/') ? cc_dirname(path) : NULL, *s;
    if (strchr(path, '/') && !dir)
        return NULL;
    s = cc_rename(dir, path, suffix);
    free(dir);
    return s;
}

/* The -c / -S mode: each region input compiled into its own output (the
 * compiler's names: -o, else the source's base name with .o or .s); its
 * depfile, with -MD / -MMD, is -MF or the output's name with .d. */
static int cc_compile_regions(cc_opts *o, const cc_paths *p)
{
    int i, rc = 0;
    for (i = 0; i < o->nargs && !rc; i++) {
        cc_arg *a = &o->args[i];
        char *out, *dep = NULL;
        if (!a->regions)
            continue;
        out = o->output ? strdup(o->output) : cc_rename(NULL, a->text, o->mode == 'S' ? ".s" : ".o");
        if (out && o->md)
            dep = o->mf ? strdup(o->mf) : cc_resuffix(out, ".d");
        if (!out || (o->md && !dep)) {
            cc_error("out of memory");
            rc = 2;
        } else {
            rc = cc_compile_one(o, p, a, out, dep);
        }
        free(out);
        free(dep);
    }
    return rc;
}

/* Push the runtime's link flags (the MPI back end with -mpi) to "v". */
static int cc_push_runtime(cc_opts *o, const cc_paths *p, cc_vec *v)
{
    static const char *const link[] = {BBMMCC_LINK_FLAGS};
    static const char *const mpi[] = {BBMMCC_MPI_LINK_FLAGS};
    o->core = cc_printf("%s/libbbmm.a", p->lib);
    o->back = cc_printf("%s/libbbmm-mpi.a", p->lib);
    if (!o->core || !o->back)
        return -1;
    if (o->mpi && (cc_push(v, "-Wl,-u,bbmm_mpi_backend") || cc_push(v, o->back)))
        return -1;
    if (cc_push(v, o->core) || cc_push_all(v, link, (int)(sizeof(link) / sizeof(*link))))
        return -1;
    if (o->mpi && cc_push_all(v, mpi + 1, (int)(sizeof(mpi) / sizeof(*mpi)) - 1))
        return -1;
    return 0;
}

/* The final command: the compiler with every argument in its order.  In
 * the link mode each region input is replaced by its object and the
 * runtime is linked; otherwise (-c, -S, -E) only the inputs without
 * regions are left, if any. */
static int cc_final(cc_opts *o, const cc_paths *p)
{
    cc_vec v = {0};
    const char *lang = NULL;
    int i, bad = cc_push_all(&v, o->cc.v, o->cc.n), rc = 2, inputs = 0;
    for (i = 0; i < o->nargs && !bad; i++) {
        const cc_arg *x = &o->args[i];
        if (x->lang_flag)
            lang = x->value ? x->value : x->text + 2;
        if (x->regions && o->mode == 'l' && lang)
            bad = cc_push(&v, "-x") || cc_push(&v, "none") || cc_push(&v, x->obj) || cc_push(&v, "-x") ||
                  cc_push(&v, lang);
        else if (x->regions && o->mode == 'l')
            bad = cc_push(&v, x->obj);
        else if (!x->regions)
            bad = cc_push(&v, x->text) || (x->value && cc_push(&v, x->value));
        inputs += x->input && !x->regions;
    }
    if (!bad && o->mode != 'l' && !inputs) {
        free(v.v);
        return 0;
    }
    if (!bad && o->output)
        bad = cc_push(&v, "-o") || cc_push(&v, o->output);
    bad = bad || cc_push(&v, "-I") || cc_push(&v, p->include) || (o->mode == 'l' && cc_push_runtime(o, p, &v));
    if (bad)
        cc_error("out of memory");
    else
        rc = cc_run(v.v, o->verbose);
    free(v.v);
    return rc;
}

/* The link mode: each region input compiled to a temporary object. */
static int cc_compile_objects(cc_opts *o, const cc_paths *p)
{
    int i, rc = 0;
    for (i = 0; i < o->nargs && !rc; i++) {
        cc_arg *a = &o->args[i];
        char *stem;
        if (!a->regions)
            continue;
        stem = cc_rename(NULL, a->text, ".o");
        a->obj = stem ? cc_tmp_add(cc_printf("%s/%d-%s", cc_tmpdir, i, stem)) : NULL;
        free(stem);
        if (!a->obj) {
            cc_error("out of memory");
            return 2;
        }
        rc = cc_compile_one(o, p, a, a->obj, NULL);
    }
    return rc;
}

/* --version: bbmmcc's version and paths, then the compiler's. */
static int cc_print_version(cc_opts *o, const cc_paths *p)
{
    printf("bbmmcc (BBMM) %s\n  bbmm-pp:  %s\n  headers:  %s\n  runtime:  %s (%s)\n  MPI back end: %s\n"
           "  compiler: %s\n",
           BBMMCC_VERSION, p->pp, p->include, p->lib, p->where, BBMMCC_HAVE_MPI ? "yes (-mpi)" : "no",
           o->cc.v[0]);
    if (cc_push(&o->cc, "--version"))
        return 2;
    return cc_run(o->cc.v, o->verbose);
}

/* Make the temporary directory and catch the signals that end bbmmcc. */
static int cc_start_tmp(void)
{
    const char *t = getenv("TMPDIR");
    static const int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE};
    size_t i;
    if (snprintf(cc_tmpdir, sizeof(cc_tmpdir), "%s/bbmmcc-XXXXXX", t && *t ? t : "/tmp") >= (int)sizeof(cc_tmpdir) ||
        !mkdtemp(cc_tmpdir)) {
        cc_error("cannot make a temporary directory: %s", strerror(errno));
        cc_tmpdir[0] = '\0';
        return 2;
    }
    for (i = 0; i < sizeof(sigs) / sizeof(*sigs); i++)
        signal(sigs[i], cc_on_signal);
    return 0;
}

/* Free what "o" owns and the temporary files' names. */
static void cc_opts_free(cc_opts *o)
{
    int i;
    for (i = 0; i < o->ppflags.n; i++)
        free((char *)o->ppflags.v[i]);
    for (i = 0; i < cc_ntmp; i++)
        free(cc_tmp[i]);
    cc_ntmp = 0;
    free(o->ppflags.v);
    free(o->cc.v);
    free(o->ccwords);
    free(o->args);
    free(o->core);
    free(o->back);
}

/* Run bbmmcc on "argc"/"argv" with "o" and "p"; return the exit status. */
static int cc_main(int argc, char **argv, cc_opts *o, cc_paths *p)
{
    int rc, i;
    if (cc_compiler(o)) {
        cc_error("out of memory");
        return 2;
    }
    if ((rc = cc_parse(argc, argv, o)))
        return rc;
    if (o->version)
        return cc_print_version(o, p);
    if (o->mpi_asked && !BBMMCC_HAVE_MPI) {
        cc_error("-mpi: this BBMM was built without MPI (BBMM_MPI=OFF or no MPI found)");
        return 2;
    }
    o->mpi = o->mpi && BBMMCC_HAVE_MPI;
    if (!o->ninputs) {
        cc_error("no input files");
        return 1;
    }
    if ((rc = cc_scan(o)))
        return rc;
    if (o->mode != 'l' && o->output && o->ninputs > 1 && o->nregions) {
        cc_error("cannot specify '-o' with '-%c' and several files", o->mode);
        return 1;
    }
    if (o->nregions && (rc = cc_start_tmp()))
        return rc;
    for (i = 0, rc = 0; i < o->nargs && !rc; i++)
        if (o->args[i].regions)
            rc = cc_preprocess(o, p, &o->args[i], i);
    if (!rc && o->nregions)
        rc = o->mode == 'l' ? cc_compile_objects(o, p) : cc_compile_regions(o, p);
    if (!rc)
        rc = cc_final(o, p);
    return rc;
}

int main(int argc, char **argv)
{
    cc_opts o = {0};
    cc_paths p;
    int rc;
    memset(&p, 0, sizeof(p));
    cc_locate(&p);
    rc = cc_main(argc, argv, &o, &p);
    cc_cleanup();
    cc_opts_free(&o);
    return rc;
}
