/* pragma-tool/internal.h - the stages of the front end, as the driver
 * (front.c) chains them:
 *
 *   source.c    run the preprocessor, lex, align positions   -> pp_tokens
 *   parser.c    declarations outside regions, region AST      -> pp_region (AST, names)
 *               (with parse_*.c; parser.h lists them)
 *   build.c     isl domains, accesses, schedule               -> pp_region (isl)
 *               (with affine.c: expressions as isl; outer.c: outer scalars)
 *   analysis.c  dependences, parallel loops, nests            -> pp_region (nests)
 *   func.c      the user's functions kernels call (parser.c)  -> pp_model (funcs)
 *   boxes.c     per-tile boxes as C expressions               -> pp_nest (boxes)
 *   print.c     C text of AST and isl expressions
 *   explain.c   the --explain report
 *
 * Every stage reports to a pp_diag and returns 0, or -1 when it found an
 * error (already reported).  No global state.
 */
#ifndef PP_INTERNAL_H
#define PP_INTERNAL_H

#include <stdio.h>

#include <isl/aff.h>
#include <isl/id.h>
#include <isl/ast.h>
#include <isl/ast_build.h>

#include "diag.h"
#include "lexer.h"
#include "model.h"
#include "util.h"

/* A declaration seen outside the regions (file scope, function parameters,
 * block scope). */
typedef struct pp_decl {
    const char *name;
    const char *type;   /* base type, e.g. "double", "unsigned int" */
    int ndim;           /* subscripts it takes (array dimensions + pointers) */
    char **extent;      /* ndim C expressions, NULL where unknown */
    int *extent_at;     /* token index of each extent's first token, -1 where none;
                           NULL when the extents come from elsewhere (a clause) */
    unsigned ptr;       /* bit d: dimension d is a pointer (a parameter's array too) */
    unsigned ext_file;  /* bit d: extent_at[d] indexes the file's tokens (pp_funcs.t), else
                           those it was declared in (a function inlined into a region) */
    int is_typedef;
    int is_func;
    int is_int;         /* base type is an integer type */
    int is_static;      /* static, extern or thread-local: outlives the call */
    int is_volatile;    /* volatile or _Atomic: every access is a side effect */
    int opaque;         /* struct, union, typeof or a pointer typedef: elements may hold pointers */
    int ptr_typedef;    /* its type is a typedef whose type holds a pointer ("typedef double
                           *dp;"), which bbmm-pp does not see through */
    int record;         /* its base type is a struct or union whose members the parser
                           saw: 1 + its index in the parser's table, else 0 */
    int bitfield;       /* a struct member declared with a width ("int n : 3") */
    int enumerator;     /* an enumeration constant (parse_enum.c): "type" is its type,
                           "value" its value where "known" (as "type" holds it: an
                           unsigned long one as its bits) */
    int known;
    long long value;
    int in_region;      /* an array declared inside the region being parsed (parse_stmt.c:
                           par_region_array): the generated code declares it where the
                           region starts */
    pp_loc loc;
} pp_decl;

/* The shape of a declaration seen outside the regions, for the automatic
 * data scopes (residency.c, alias.c). */
typedef struct pp_shape {
    int tok;            /* token index of its name */
    int ndim;           /* array dimensions + pointers */
    int opaque;         /* see pp_decl */
    int is_typedef;
    int is_func;
    int scalar;         /* an object of an arithmetic type */
    int array;          /* an array object (not a parameter, no pointer in its
                           declarator) of an arithmetic element type */
    int global;         /* a file-scope object other files may name */
    int is_volatile;    /* volatile or _Atomic (see pp_decl) */
    int floating;       /* its type, or its elements' (after every subscript), is float,
                           double or long double (no address lives in such a value) */
    int table;          /* its elements are pointers ("double **u", "double ***lev[2]"; not
                           "double (*a)[n]"): a table of rows */
} pp_shape;

/* A function definition seen outside the regions. */
typedef struct pp_fdef {
    const char *name;
    pp_loc loc;         /* its name */
    int from;           /* token index of its first declaration specifier */
    int body;           /* token index of the "{" of its body */
} pp_fdef;

#define PP_FUNC_MAX_DEPTH 64 /* functions calling each other, deepest chain */

/* The state of func.c for one file: parser.c records the definitions it
 * skims ("defs") and answers "lookup"; func.c checks the functions that
 * regions call into m->funcs. */
typedef struct pp_funcs {
    pp_model *m;
    const pp_tokens *t;
    pp_diag *d;
    pp_fdef *defs;      /* function definitions seen so far, in file order */
    int ndefs, cap_defs;
    /* the declaration of "name" at file scope, or NULL */
    const pp_decl *(*lookup)(void *user, const char *name);
    /* the words of the type "enum TAG" stands for ("unsigned int"), or NULL
     * when not known */
    const char *(*enum_type)(void *user, const char *tag);
    void *user;
    const char **failed; /* functions already reported as unusable in a kernel */
    int nfailed, cap_failed;
    const char *stack[PP_FUNC_MAX_DEPTH]; /* functions being checked, callers first */
    int depth;
    const char *region_fn; /* the function holding the region being parsed, or NULL */
    int cap_funcs;
    uint64_t warned_inexact; /* the functions of fn_inexact the file was warned of (bits) */
} pp_funcs;

/* func.c: resolve the call of "name" at token "at" in a kernel statement
 * ("caller" NULL) or in the user's function "caller".  Return the index in
 * fs->m->funcs of the user's function it calls (checked, with everything
 * it calls, on first use), -1 for a function OpenCL C has too
 * (pp_func_builtin(); in a kernel statement also min, max, floord, ceild
 * unless the file defines them), or -2 after an error in fs->d (reported
 * once per function). */
int pp_func_resolve(pp_funcs *fs, const char *name, const pp_token *at, const char *caller);
/* The callers of a call at token "at" of a kernel statement: the first
 * pp_func_base() functions of fs->stack.  An inlined helper's arguments
 * are its caller's text, parsed while the helper is on the stack
 * (imax(0, imax(a, b)) is no recursion).  pp_func_frame_enter() makes the
 * stack those callers while a call at "at" is handled (saving the frames
 * above them), pp_func_frame_leave() restores it. */
typedef struct pp_func_frame {
    int depth;
    const char *saved[PP_FUNC_MAX_DEPTH];
} pp_func_frame;
int pp_func_base(const pp_funcs *fs, const pp_token *at);
void pp_func_frame_enter(pp_funcs *fs, const pp_token *at, pp_func_frame *fr);
void pp_func_frame_leave(pp_funcs *fs, const pp_func_frame *fr);
/* Return nonzero when a kernel statement can call "name" as far as its
 * name goes: a math function, a bound helper or a function defined so far
 * (pp_func_resolve() checks the rest). */
int pp_func_defined(pp_funcs *fs, const char *name);
/* Nonzero when "name" is a <math.h> function a kernel cannot call
 * (pp_func_resolve() says what to write instead). */
int pp_func_c_only(const char *name);
/* Return nonzero when "name" is a function OpenCL C computes as C does: a
 * math function, abs, labs, llabs or a classification macro of <math.h>
 * (codegen.h, pp_fpclass_sig()). */
int pp_func_builtin(const char *name);
/* Set n->funcs of nest "n" of "r": the user's functions its statements
 * call, directly or not, callees first.  Return 0 or -1 (out of memory). */
int pp_func_nest(pp_model *m, pp_region *r, pp_nest *n);

/* types.c */
/* Canonical C spelling ("*c") and OpenCL C spelling ("*cl") of the
 * arithmetic type written as the words "words" ("long int"); return 0, or
 * -1 when it is not an arithmetic type OpenCL C has ("long double"). */
int pp_func_type(const char *words, const char **c, const char **cl);
/* Type every expression of region "r"; refuse types OpenCL C cannot
 * compute as C does.  Return 0 or -1 (errors in "d"). */
int pp_type_region(pp_model *m, pp_region *r, pp_diag *d);

/* source.c: the tokens of "o"->input (preprocessed unless o->no_cpp),
 * positions in the user's file, on the heap (pp_tokens_free(), also after
 * an error); the user's text in "*raw"/"*rawlen". */
int pp_source_tokens(pp_arena *a, const pp_options *o, pp_tokens *toks, const char **raw, size_t *rawlen,
                     pp_diag *d);

/* parser.c: find the regions in "toks" and parse them into "m". */
int pp_parse(pp_model *m, pp_tokens *toks, const char *raw, size_t rawlen, pp_diag *d);
/* parse_decl.c: the token of the name of parameter "pos" (0 first) of the
 * function defined at "f" in "toks", or -1. */
int pp_fdef_param(const pp_tokens *toks, const pp_fdef *f, int pos);

/* residency.c: the automatic data scopes of the functions "defs" (the
 * parsed file's tokens "t") into m->autos.  0, or -1 out of memory. */
int pp_auto_scopes(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs, const pp_shape *shapes,
                   int nshapes);
/* residency.c: the trip count of each explicit data scope ("#pragma bbmm
 * data") whose statement is a counted loop, or a block beginning with one,
 * into its directive's "repeats" (as an automatic scope's).  0, or -1 out
 * of memory. */
int pp_scope_trips(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs, const pp_shape *shapes,
                   int nshapes);

/* leave.c: where the program ends inside a data scope (model.h, pp_leave).
 * Nonzero when token "i" of "t" is a call of exit, quick_exit or _Exit
 * the tool can put a write-back before (both ends in the user's text, not
 * from a macro), its place into "*out". */
int pp_leave_call(const pp_tokens *t, int i, pp_leave *out);
/* Nonzero when token "i" is a "return" of "main" (of the definitions
 * "defs"; main called nowhere in the file) the tool can put a write-back
 * before, its place into "*out". */
int pp_leave_return(const pp_tokens *t, const pp_fdef *defs, int ndefs, int i, pp_leave *out);
/* Every such place in the functions "defs" of "t", outside regions, into
 * m->leaves.  0, or -1 out of memory. */
int pp_leave_sites(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs);
/* The index in m->leaves of the place starting at byte "offset", or -1. */
int pp_leave_at(const pp_model *m, long offset);

/* alias.c: what may point into the arrays automatic data scopes keep. */
typedef struct pp_alias pp_alias;
/* The alias set of some kept arrays: "names" (the arrays first), each
 * with the kept array "via" it may point into and where it joined ("at");
 * "why" (at "why_loc") when an address escapes where it cannot be
 * followed, else NULL. */
typedef struct pp_alias_set {
    const char **names;
    const int *scope;   /* per name: the function definition it is a parameter or local
                           of, or -1 (pp_alias_scope_at) */
    const char **via;
    pp_loc *at;
    int n;
    const char *why;
    pp_loc why_loc;
    /* the first address of the set passed to a function defined elsewhere
     * (its code may keep it: the span calls no such code and reads or
     * writes through no pointer code elsewhere may have handed back),
     * or NULL */
    const char *foreign;
    pp_loc foreign_loc;
} pp_alias_set;
/* The alias facts of the parsed file "t" (its function definitions
 * "defs", the shapes of its declarations "shapes", the regions of "m");
 * NULL when out of memory.  Free with pp_alias_free(). */
pp_alias *pp_alias_new(pp_model *m, const pp_tokens *t, const pp_fdef *defs, int ndefs, const pp_shape *shapes,
                       int nshapes);
void pp_alias_free(pp_alias *a);
/* Why no automatic data scope can be made in the file of "a" (thread,
 * process or signal handler creation, at "*loc"), or NULL. */
const char *pp_alias_threads(pp_alias *a, pp_loc *loc);
/* The first exit handler the file of "a" registers (at "*loc"), or NULL. */
const char *pp_alias_exit_handler(pp_alias *a, pp_loc *loc);
/* "FILE:LINE:COL" of "loc" (the file's last component), in "arena". */
const char *pp_alias_where(pp_arena *arena, pp_loc loc);
/* Nonzero when "name" is declared as an object other files may name. */
int pp_alias_global(pp_alias *a, const char *name);
/* Nonzero when the name "name" ("len" characters) is declared as an array
 * object of an arithmetic element type (pp_shape.array: a subscript of it
 * reaches that object only, and no pointer is a name of it) in every
 * declaration (one at least) that the name may denote among the tokens
 * [from, to) (a function definition: its parameters and body; "from" -1
 * for none): those there and those at file scope. */
int pp_alias_object(pp_alias *a, const char *name, size_t len, int from, int to);
/* Nonzero when an object or type named "name" ("len" characters) is
 * declared among the tokens [from, to). */
int pp_alias_local(pp_alias *a, const char *name, size_t len, int from, int to);
/* Nonzero when every declaration of the name of token "i" in the file is
 * an object of arithmetic type ("nsub" 0) or an array object of them
 * taking exactly "nsub" subscripts, none volatile or atomic (reading it
 * once more is not a side effect). */
int pp_alias_arith(pp_alias *a, int i, int nsub);
int pp_alias_arith_at(pp_alias *a, int i, int nsub);
int pp_alias_param_literal(pp_alias *a, int i);
int pp_alias_type_name(pp_alias *a, int i);
/* The alias set of arrays "seeds" (array of "nseeds"), named as the code
 * at token "at" names them, into "*out" (in the model's arena); 0, or -1
 * when out of memory. */
int pp_alias_close(pp_alias *a, char *const *seeds, int nseeds, int at, pp_alias_set *out);
/* The function definition (an index into the definitions) whose parameter
 * or local the name at token "i" is, or -1: at file scope, or a name the
 * file also declares at file scope (then one for all of them). */
int pp_alias_scope_at(pp_alias *a, int i);
/* Nonzero when the name at token "i" is an array object of numbers that
 * no pointer can point into: a local, or static at file scope, only ever
 * named with all its subscripts and no "&" anywhere in the file (then
 * its elements are no kept array's, whatever a kept pointer holds). */
int pp_alias_sealed_array(pp_alias *a, int i);
/* Nonzero when the name at token "i" is a parameter of its function that
 * the function only uses as "*p", and every call of the function passes
 * "&x" there, "x" a scalar object of numbers, local or static, whose
 * address the file takes nowhere else: "*p" is that scalar, no kept
 * array's element. */
int pp_alias_scalar_out(pp_alias *a, int i);
/* The dimensions and pointers of the declaration whose name is token
 * "tok" (pp_shape.ndim), or -1 (none, or of a struct, union or typedef). */
int pp_alias_rank(pp_alias *a, int tok);
/* build.c: the isl model of "r" (domains, accesses, schedules, context). */
int pp_build_region(pp_model *m, pp_region *r, pp_diag *d);

/* exits.c: the iterations C runs of a loop, and a condition testing them. */
__isl_give isl_set *pp_loop_prefix(__isl_take isl_set *lat, __isl_take isl_set *d, int depth, long long step);
pp_expr *pp_exit_cond(pp_model *m, const pp_region *r, pp_node *const *loops, __isl_keep isl_set *test, pp_loc loc,
                      int u64);
__isl_give isl_set *pp_loop_evaluated(__isl_take isl_set *lat, __isl_take isl_set *prefix, int depth, long long step);
__isl_give isl_set *pp_exit_u64_past(const pp_region *r, pp_node *const *loops, __isl_keep isl_set *lat,
                                     __isl_keep isl_set *prefix, __isl_keep isl_set *test, int depth,
                                     long long step);

/* fold.c: arrays of more dimensions than a kernel takes, their last ones
 * folded into one; before pp_type_region().  0 or -1 (out of memory). */
int pp_fold_region(pp_model *m, pp_region *r);

/* analysis.c: dependences, loop roles and nests of "r"; checks parallel(). */
int pp_analyze_region(pp_model *m, pp_region *r, pp_diag *d);

/* Return the tagged reads, writes and schedule of "r" (domains
 * [S_k[i] -> R_m[]]). */
void pp_tagged(pp_region *r, isl_union_map **reads, isl_union_map **writes, isl_union_map **sched);
/* pp_tagged() of only the reads "i" with rkeep[i] nonzero and the writes
 * "i" with wkeep[i] nonzero (NULL: all). */
void pp_tagged_refs(pp_region *r, const char *rkeep, const char *wkeep, isl_union_map **reads,
                    isl_union_map **writes, isl_union_map **sched);
/* Return the reference index of the tag of wrapped space "wrapped". */
int pp_tag_index(__isl_take isl_space *wrapped);

/* analysis.c: nonzero when loop "l" holds a statement of "r"; when a loop
 * below "n" (or "n") is parallel and runs a statement; when "n", a node of
 * a block outside every parallel loop, would be a nest with an empty band
 * of its own (a statement, a condition on data, a serial loop with no
 * parallel loop below it); when node "n" itself names region-local scalar
 * *(const int *)arg. */
int pp_has_stmt(const pp_region *r, const pp_node *l);
int pp_has_parallel(const pp_region *r, const pp_node *n);
int pp_serial_piece(const pp_region *r, const pp_node *n);
int pp_names_local(const pp_node *n, const void *arg);
/* chain.c: nonzero when serial loop "l" of "r" (it holds a parallel loop)
 * can run with its whole body inside one work-group (pp_nest.chain). */
int pp_chain(const pp_model *m, const pp_region *r, const pp_node *l);

/* schedule.c */
struct pp_sched_undo;
/* The band width and host loops of statement "s" of "r" (in a nest) as
 * they would be without sweeps and chains (pp_nest.sweep, .chain): the
 * counts below compare orders with them, since a sweep or chain changes
 * how a nest runs, not which order is kept. */
void pp_sched_shape(const pp_region *r, const pp_stmt *s, int *band, int *host);
/* Return how many statements of "r" (analysed) lie in loops of a nest
 * without a parallel loop (one work-item runs them). */
int pp_sched_unparallel(const pp_region *r);
/* Return the sum over the statements of "r" (analysed) of the depth of
 * their nest's kernel band: the dimensions of its work-items. */
int pp_sched_width(const pp_region *r);
/* Return the most host loops around a statement of "r" (analysed) in a
 * nest: floyd-warshall's wavefront inside k has two. */
int pp_sched_host_depth(const pp_region *r);
/* Return the host loops around the statements of "r" (analysed) in
 * nests, summed over the statements. */
int pp_sched_host_sum(const pp_region *r);
/* pp_sched_region's "mode": keep the region's outermost loop outermost
 * and serial (every statement lies in it: pp_sched_outer_kept()); split
 * statements along the hyperplanes their dependences start or end on;
 * look for an order with fewer host loops (a serial loop moved inside
 * the work-items: SP's sweeps along i, each work-item one (j, k) line). */
/* Return nonzero when a dependence of "r" (analysed) starts or ends on a
 * hyperplane of a statement's domain (PP_SCHED_SPLIT would cut it). */
int pp_sched_splittable(pp_region *r);
#define PP_SCHED_KEEP_OUTER 1
#define PP_SCHED_SPLIT 2
#define PP_SCHED_INWARD 4
/* sibling nests with no dependence between them inside one iteration of
 * their host loops, fused into one (schedule.c, sch_fuse) */
#define PP_SCHED_FUSE 8
/* fuse.c: the nests of "r" that join a group of sibling nests before
 * them (with "group", one per nest, each nest's first); the schedule of
 * "r" with its groups fused, or NULL.  schedule.c: a band node made
 * atomic for the AST build. */
int pp_sched_fuse_groups(const pp_region *r, int *group);
isl_schedule *pp_sched_fuse(pp_region *r, isl_ctx *ctx);
__isl_give isl_schedule_node *pp_sched_atomic(__isl_take isl_schedule_node *node, void *user);
/* ---- grow.c: regions grown over the serial loops around them ---- */
/* Nonzero when pragma token "t" is a plain "#pragma bbmm" (no clause). */
int pp_grow_plain(const pp_token *t);
/* The loops around regions of "m" (parsed from "t") that a region may be
 * grown over, less those in "tried": into "*out" (in "a"). 0 or -1. */
int pp_grow_candidates(const pp_tokens *t, const pp_model *m, const char *raw, size_t rawlen, const pp_grow *tried,
                       int ntried, pp_arena *a, pp_grow **out, int *nout);
/* A copy of "base" with the regions grown over the loops of "g" (in that
 * order): free it with pp_grow_tokens_free().  0 or -1. */
int pp_grow_tokens(const pp_tokens *base, const pp_grow *g, int ng, pp_tokens *out);
void pp_grow_tokens_free(pp_tokens *t);
/* The loop of m->grows whose region starts at pragma token "t", or NULL. */
const pp_grow *pp_grow_find(const pp_model *m, const pp_token *t);

/* Return nonzero when pp_sched_region() would try isl's scheduler on "r"
 * in "mode". */
int pp_sched_wanted(const pp_region *r, int mode);
/* When "r" (built and analysed) has such statements and may be
 * transformed, replace its tree by the one isl's scheduler gives; return 1
 * and in "*undo" what puts the user's tree back (pp_sched_undo()), 0 when
 * the tree stays (also when the scheduler takes more than "seconds"), -1
 * when out of memory.  The caller builds and analyses the region again. */
int pp_sched_region(pp_model *m, pp_region *r, double seconds, int mode, struct pp_sched_undo **undo);
/* Nonzero when every statement of "r" lies in its outermost loop: the
 * scheduler may then be asked to keep that loop (pp_sched_region's
 * "keep_outer"). */
int pp_sched_outer_kept(const pp_region *r);
/* Put back the tree that pp_sched_region() replaced. */
void pp_sched_undo(pp_region *r, struct pp_sched_undo *undo);

/* Return nonzero when "name" is used by region "r" (a parameter, array,
 * read-only scalar or function name). */
int pp_name_taken(const pp_model *m, const pp_region *r, const char *name);
/* Return nonzero when "n" or a node below it is something loop
 * transformations may not move: a declaration, a host statement, a
 * condition on data. */
int pp_tree_fixed(const pp_node *n);
/* Return nonzero when "pred" holds for "n" or a node below it (its own
 * expressions are the predicate's to look at). */
int pp_node_any(const pp_node *n, int (*pred)(const pp_node *n, const void *arg), const void *arg);

/* sweep.c: nonzero when expression "e" reads only constants, parameters,
 * read-only scalars and iterators (alike in every work-item); nonzero when
 * it names the iterator of the loop at "depth"; the statements a point of
 * a band with body "n" runs (loops of constant bounds times their bodies,
 * no call to a function of the file that holds a loop), -1 when unknown or
 * past 2^20.  A sweep's point runs at most PP_SWEEP_WORK of them: one
 * work-group has one compute unit, which the whole device's launch per
 * step outruns once each point does much work. */
int pp_expr_uniform(const pp_expr *e);
int pp_expr_names_iter(const pp_expr *e, int depth);
long long pp_point_work(const pp_model *m, const pp_node *n);
#define PP_SWEEP_WORK 4096
/* Return the number of locals of "r" that tie its statements to the loops
 * as written (all but the expanded webs). */
int pp_sched_locals(const pp_region *r);

/* The index of the one-element array standing for scalar "v" (declared
 * outside region "r": its promotion, build.c), added when new; -1 when out
 * of memory. */
int pp_scalar_array(pp_model *m, pp_region *r, const pp_scalar *v);

/* Turn into empty blocks the statements of "r" (built) that only store a
 * value into a scalar nothing reads (no reference of the region, no call
 * by address, not the user's code after the region: MG's "i3 = 2*j3-d3"
 * once every use of i3 reads its value forward-substituted), whose right
 * side calls nothing; return how many (the region must be built again), -1
 * when out of memory. */
int pp_dead_stores(pp_model *m, pp_region *r);

/* expand.c */
struct pp_expand_undo;
/* Scalar expansion: when every local of "r" is a web of a scalar declared
 * outside it, private to loops and dead before and after the region,
 * rewrite its references to those of an expansion array indexed by those
 * loops' iterators (webs of one variable over disjoint iterations share
 * one); return 1 and in "*undo" what puts the references back
 * (pp_expand_undo()), 0 when nothing is rewritten, -1 when out of memory.
 * The caller builds and analyses the region again. */
int pp_expand_scalars(pp_model *m, pp_region *r, int inner, struct pp_expand_undo **undo);
struct pp_expand_undo;
/* Expand the arrays of "r" (built and analysed) that alone keep loops of
 * it serial (model.h, pp_array), with "wide" over every loop their own
 * dependences serialise (for isl's scheduler): add their expansions to r->arrays and
 * rewrite their references; return 1 and in "*undo" what puts them back
 * (pp_expand_undo()), 0 when nothing is expanded, -1 when out of memory.
 * The caller builds and analyses the region again. */
int pp_expand_region(pp_model *m, pp_region *r, int wide, struct pp_expand_undo **undo);
void pp_expand_undo(pp_region *r, struct pp_expand_undo *undo);
/* Nonzero when array "x" of "r" (built and analysed) is private to loop
 * "l" as OpenMP's private() makes it: every reference to it inside "l",
 * and every read getting its value from a write of the same iteration of
 * "l" (value-based), none from before the region; then expansion over the
 * loops its dependences serialise gives each iteration its own copy, and
 * the dependences it carries do not break a parallel(...) claim on "l". */
int pp_expand_private(pp_model *m, pp_region *r, int x, const pp_node *l);

/* extent.c: the elements array "a" holds by its extents, in the space of
 * "like", or NULL where an extent is not affine in constants and the
 * parameters of "like". */
isl_set *pp_array_extent_set(const pp_array *a, __isl_keep isl_set *like);
/* The same, bounding only dimensions "first" and after (0: all). */
isl_set *pp_array_extent_from(const pp_array *a, __isl_keep isl_set *like, int first);

/* jagged.c: the extents, gather and scatter of the region's tables of
 * pointers to rows (pp_array.jagged), once it is analysed. */
int pp_jagged_region(pp_model *m, pp_region *r, pp_diag *d);
/* jagged.c: for each table of pointers the region only reads, a written
 * one whose elements it never reads after writing them, in the order as
 * written (pp_array.snapshot_of); on the region as built from the tree as
 * written, before any other order. */
void pp_jagged_snapshots(pp_model *m, pp_region *r);
/* boxes.c: the boxes of every nest of "r". */
int pp_boxes_region(pp_model *m, pp_region *r, pp_diag *d);
/* work.c: r->work, r->work_serial, r->work_sweep and r->runs (model.h);
 * -1 when one is unknown. */
int pp_region_work(pp_model *m, pp_region *r);
/* work.c: the text of "set" (malloc'ed), printed without the operation
 * limit; NULL for NULL. */
char *pp_set_text(__isl_keep isl_set *set);
/* 1 when "set" is a box (the product of its projections, no divisions),
 * 0 when not, -1 on error. */
int pp_set_is_box(__isl_keep isl_set *set);

/* print.c */
/* Append the C text of "e" to "b". */
void pp_print_expr(pp_str *b, const pp_expr *e);
/* Return the C text of "e" in "a" (NULL when out of memory). */
char *pp_expr_text(pp_arena *a, const pp_expr *e);
/* Append the C text of isl AST expression "e" to "b" (helpers named
 * bbmm_pp_min etc.). */
void pp_print_ast_expr(pp_str *b, __isl_keep isl_ast_expr *e);
/* Return the C text of "pa" under "build" in "a" (NULL on error); "0" for a
 * "pa" defined nowhere (a statement that never runs: its guard is false). */
char *pp_pw_aff_to_c(pp_arena *a, __isl_keep isl_ast_build *build, __isl_take isl_pw_aff *pa);
/* Return the C condition for "set" (a parameter set) under "build". */
char *pp_set_to_c(pp_arena *a, __isl_keep isl_ast_build *build, __isl_take isl_set *set);
/* The same, computed in 64 bits: every variable as (int64_t)(name) (or
 * bbmm_pp_i64(name), unsigned ones). */
char *pp_set_to_c_i64(pp_arena *a, __isl_keep isl_ast_build *build, __isl_take isl_set *set);
/* Append "s" with every "bbmm_pp_" removed (for people) to "b". */
void pp_str_add_readable(pp_str *b, const char *s);


/* Report isl's last error on "ctx" (operation limit or other) at "loc". */
void pp_isl_error(isl_ctx *ctx, pp_diag *d, pp_loc loc);
/* isl loses what it holds when its operation limit stops some of its
 * operations half-way (LeakSanitizer: the AST builder's compute_divs,
 * isl_pw_aff_gt_set's union of pieces, the printer).  Such an operation
 * runs between pp_isl_unlimit, which lifts the limit and returns it, and
 * pp_isl_relimit, which puts it back: its operations still count, and
 * pp_isl_relimit returns -1 (isl's last error: the limit) when they went
 * past it, as if the limit had stopped it, else 0. */
unsigned long pp_isl_unlimit(isl_ctx *ctx);
int pp_isl_relimit(isl_ctx *ctx, unsigned long max);
/* End the current window of isl's operation limit on m->ctx and open one
 * of "max" operations (0: no limit) counted from zero.  When the limit ran
 * out in the window that ends, isl may have been stopped half-way and lost
 * memory (isl 0.25 does not free all it holds then): m->isl_stopped is
 * set, and the sanitizer builds skip their leak check for that run
 * (pragma-tool/main.c, tests/pp/fuzz_front.c). */
void pp_isl_budget(pp_model *m, unsigned long max);
/* print.c: the region whose variables of unsigned types the isl
 * expressions printed from here on read (NULL: none). */
void pp_print_region(const pp_region *r);

/* build.c, affine.c, outer.c: the isl model of a region (pp_build_region()
 * above) is built by build.c (the walk of its tree: domains, schedules,
 * statements) with affine.c (expressions, conditions and references as
 * isl objects) and outer.c (the scalars declared outside the region that
 * it writes: webs, privatisation, promotion; pp_scalar_array() above).
 * They share the state of one region's model and the functions below. */
typedef struct bld {
    pp_model *m;
    pp_region *r;
    pp_diag *d;
    isl_ctx *ctx;
    const pp_expr *bad;    /* first offending subexpression */
    const char *why;       /* why it is not affine */
    int counter[64];       /* next position at each loop level */
    int beta[64];
    int maxdepth;
    const char **local_tuple; /* isl tuple name of each local */
    isl_set *dom;          /* where the expressions being modelled are evaluated
                              (unnamed tuple), or NULL: everywhere */
    isl_set *types;        /* the parameters' values: those of their C types */
    isl_set *assumed;      /* params: where no 64-bit value the region computes wraps
                              around (bld_assume_fits) and no loop steps its signed
                              iterator past its type (bld_in_range; NULL: none may),
                              within bld_known; elsewhere it runs on the host as
                              written */
    pp_ctype iter_type[64];/* the C type of the iterator at each depth */
    pp_node *loop_at[64];  /* the loop of the iterator at each depth */
    int exact_only;        /* modelling where b->dom over-approximates where the
                              expressions are evaluated: no b->assumed from them */
    int in_subscript;      /* modelling a subscript */
    const pp_expr *casting;/* the cast being modelled, or NULL */
    int in_init;           /* modelling a loop's start converted to its iterator's type */
    isl_set **guard;       /* per reference of the region: where the conditions of
                              the &&, || and ?: around it let it be evaluated
                              (unnamed tuple), or NULL: its whole statement */
    int failed;
} bld;

/* affine.c: the space of "n" iterators; the constant "v" on the space of
 * "x"; the range of integer type "t"; the value of "e" converted to "t";
 * the set where condition "e" holds; the reports of a non-affine
 * expression and condition; the relation of reference "a". */
isl_space *bld_space(bld *b, int n);
isl_pw_aff *bld_cst_like(__isl_keep isl_pw_aff *x, __isl_take isl_val *v);
void bld_range(isl_ctx *ctx, pp_ctype t, isl_val **lo, isl_val **hi);
isl_pw_aff *bld_aff_as(bld *b, const pp_expr *e, pp_ctype t, int n);
isl_pw_aff *bld_aff_start(bld *b, const pp_expr *e, pp_ctype t, int n);
isl_set *bld_cond(bld *b, const pp_expr *e, int n);
void bld_report(bld *b, pp_loc loc, const char *what, const pp_expr *whole);
void bld_report_cond(bld *b, pp_loc loc, const char *what, const pp_expr *whole);
isl_map *bld_access(bld *b, pp_access *a, __isl_keep isl_set *dom, int depth);
/* build.c: "dom" with iterator "d" limited to the values of type "t"; the
 * isl tuple names of the locals. */
isl_set *bld_in_type(bld *b, __isl_take isl_set *dom, pp_ctype t, int d);
int bld_local_names(bld *b);
isl_set *bld_known(bld *b);
int bld_assume_without(bld *b, __isl_take isl_set *bad);
/* outer.c: promote local "l" to a one-element array; model the scalars
 * declared outside the region. */
int bld_promote(bld *b, int l, int rels);
int bld_outer_locals(bld *b);

#endif
