/* pragma-tool/residency.h - what the two files of the automatic data
 * scopes share (private to them; pp_auto_scopes and pp_scope_trips are in
 * internal.h): the state of the search, the context of host code, and
 * the functions one file calls in the other.
 *
 *   residency.c       the walk over statements, the arrays a span keeps,
 *                     the spans and their trip counts, the entry points
 *   residency_host.c  the rules for the host code inside a span
 */
#ifndef PP_RESIDENCY_H
#define PP_RESIDENCY_H

#include "codegen.h"
#include "internal.h"

#define RS_MAX_CALL_DEPTH 8
#define RS_PRIVATE_MEMO 64
#define RS_PRIVATE_SCAN 20000000L

typedef struct rs {
    pp_model *m;
    const pp_tokens *t;
    const pp_fdef *defs;
    int ndefs;
    char *runs;          /* per definition: it runs regions (holds one or calls
                            a function that does) */
    const char *func;    /* the function being looked at */
    /* the span being checked */
    char **names;        /* the arrays it would keep */
    int nnames, cap;
    int objects;         /* every one is an array object (pp_alias_object) */
    int elems;           /* a region takes an element of a kept table of pointers
                            ("u[k]"): the scope keeps what its regions use, without a list */
    const char *loose;   /* why a scope without a list would keep what the span does
                            not check (an array a called function's region uses that
                            is neither kept nor the function's own), or NULL */
    pp_loc loose_loc;
    const char *why;     /* NULL while it may be kept */
    pp_loc why_loc;
    pp_loc split_loc;    /* where the span's statements are split for "why": its
                            location, or that of the span's call that led there */
    int call_at;         /* the span's call being checked (depth 1), or -1 */
    const char *chain[RS_MAX_CALL_DEPTH]; /* functions being checked, callers first */
    int depth;
    int cap_autos;
    int nest;            /* depth of rs_stmt / rs_block */
    int oom;
    /* rs_private_array's answers (each costs a pass over the file's
     * tokens) and what it may still spend: past RS_PRIVATE_SCAN tokens it
     * answers no, so that a huge input cannot make the walk quadratic */
    struct {
        const pp_token *name;
        int def, yes;
    } priv[RS_PRIVATE_MEMO];
    int npriv;
    long scanned;
    pp_alias *al;        /* what may point into the arrays (alias.c) */
    pp_alias_set set;    /* the alias set of the span's arrays */
    const char *file_why; /* why no span of the file can be kept, or NULL */
    const char *open_why; /* why code elsewhere may come back into the file (a
                             function not static or taken as a pointer, a
                             setjmp), or NULL */
    pp_loc file_loc;
    const char *exit_handler; /* the file's first exit handler, or NULL */
    pp_loc exit_loc;
    char *leaves;        /* the span's exits written back before, for --explain */
    int *quiet;          /* quick_exit and _Exit calls in functions the span calls
                            (indices into m->leaves): written back before when it is kept */
    int nquiet, cap_quiet;
} rs;

/* The names that denote kept memory where host code is checked: the kept
 * arrays, and in a called function "in" its parameters at tokens "params"
 * (they receive kept arrays). */
typedef struct rs_ctx {
    const pp_fdef *in;
    const int *params;   /* parameters the kept arrays are passed to */
    int nparams;
    const int *objs;     /* parameters an array object is passed to (not a
                            kept one), when every kept array is an object */
    int nobjs;
    const int *reads;    /* parameters a kept array is passed to that c->in only
                            reads elements of (rs_param_reads): made current first */
    int nreads;
} rs_ctx;

/* The functions one file calls in the other (each described where it is
 * defined). */

/* residency.c: tokens, giving up */
const pp_token *rs_tok(const rs *s, int i);
int rs_is(const rs *s, int i, const char *w);
int rs_ident_is(const pp_token *t, const char *name);
int rs_skip_group(const rs *s, int i, int to);
int rs_region_at(const rs *s, int i);
int rs_dir_at(const rs *s, int i);
int rs_region_end(const rs *s, int r, int i, int to);
const pp_fdef *rs_def(const rs *s, const pp_token *t);
int rs_param(const rs *s, const pp_fdef *f, int pos);
void rs_no(rs *s, const pp_token *at, const char *why);
const char *rs_text(rs *s, const pp_token *t);
char *rs_join(rs *s, int i, int e);

/* residency.c: the statements (the ways out of a span: residency_host.c's
 * rs_leave too) */
void rs_note_leave(rs *s, const pp_token *t);
const char *rs_longjmp_why(rs *s, const pp_token *t);

/* residency.c: the arrays a span keeps, and the arguments that pass them */
int rs_args(const rs *s, int i, int to, int *first, int max, int *n);
int rs_arg_at(const rs *s, int a);
int rs_whole_arg(const rs *s, int a);
int rs_elem_arg(const rs *s, int a);
int rs_param_regional(const rs *s, const pp_fdef *f, int pos, int depth);
int rs_param_regional_note(rs *s, const pp_fdef *f, int pos);

/* residency_host.c */
void rs_host(rs *s, int from, int to, const rs_ctx *c);
int rs_object(rs *s, int i, const char *name, size_t len);
const char *rs_open_why(rs *s);

#endif
