/* gen.h - what the parts of bbmm-gen share: the features, the program
 * model (types, expressions, statements, arrays), the generator's state,
 * and the functions one part calls in another.  Private to tests/gen/.
 *
 *   gen.c        the driver: options, random stream, node pools, the
 *                attempts, and the program's text (printed from the model,
 *                or a forms program: forms.h)
 *   gen_build.c  builds a random program model and repairs a statement
 *   gen_eval.c   runs the model as C would, finding undefined behaviour
 */
#ifndef BBMM_GEN_H
#define BBMM_GEN_H

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- features: every construct the generator can choose ---- */
#define FEATURES(X) \
    X(TIME, "time") X(FTIME, "float-time-iter") X(STEP, "step") X(NEGSTEP, "neg-step") \
    X(TRI, "triangular") X(PARAM, "param-bound") X(LE, "le-ge-cond") X(IMPERFECT, "imperfect") \
    X(GUARD, "if-guard") X(ELSE, "else") X(MODGUARD, "mod-guard") X(DIVGUARD, "div-guard") \
    X(LOGIC, "logic-ops") X(NARROW, "narrowing-guard") X(SHORTC, "short-circuit-access") \
    X(TERN, "affine-ternary") X(DATATERN, "data-ternary") X(UNSCONST, "unsigned-const") \
    X(UNSITER, "unsigned-iter-arith") X(INTDIV, "int-div-mod") X(FPDIV, "fp-div") X(CAST, "cast") \
    X(CASTSUB, "cast-subscript") X(MATH, "math") X(MATHINT, "math-int-arg") \
    X(MATHFLOAT, "math-float-arg-double-fn") X(FMINMIX, "fmin-mixed-args") X(ITERARITH, "iter-arith") \
    X(COMPOUND, "compound-assign") X(MULASSIGN, "mul-assign") X(LOCAL, "local-scalar") \
    X(STENCIL, "stencil") X(INPLACE, "in-place") X(TILE, "tile") X(SCOP, "scop") X(NAME, "name") \
    X(FUNC, "region-in-function") X(FORDECL, "for-decl") X(PREINC, "pre-increment") \
    X(SUBSUM, "sum-subscript") X(SUBSCALE, "scaled-subscript") X(SUBREV, "reversed-subscript") \
    X(CMPVAL, "comparison-value") X(NEG, "negation") X(TIMESTMT, "time-level-statement") \
    X(REDUCE, "reduction") X(BIGUNS, "big-unsigned") X(SIBLING, "sibling-loops") \
    X(NOTCOND, "not-cond") X(FPTYPES, "float-arrays") X(INTTYPES, "int-arrays") X(DIM3, "3d") \
    X(FLOATFN, "float-math-fn") X(DEPS, "free-dependences") X(DATAIF, "data-if") \
    X(OUTERREAD, "outer-scalar-read") X(TEMP, "temp-array") X(REPEAT, "region-repeat") \
    X(MIDK, "serial-middle-loop") X(PIVOT, "pivot-update") X(OUTERTEMP, "outer-temp") \
    X(GROW, "region-grow") \
    X(FCOND, "f-cond") X(FCONDNE, "f-cond-ne") X(FCONDNEIT, "f-cond-ne-iter") X(FCONDOR, "f-cond-or") \
    X(FCONDMOD, "f-cond-mod") X(FCONDLB, "f-cond-lower-conjunct") X(FCONDNOT, "f-cond-not") \
    X(FCONDNEQ, "f-cond-ne-bound") X(FITERIN, "f-iter-after-in-region") X(FITERINNER, "f-iter-after-inner") \
    X(FITERHOST, "f-iter-after-region") X(FINCDEC, "f-incdec") X(FCOMPOUND, "f-compound") X(FLOCAL, "f-local-scalar-compound") \
    X(FSTRUCT, "f-struct-member") X(FSTRUCTP, "f-struct-ptr-array") X(FSTRUCTALIAS, "f-struct-ptr-alias") \
    X(FCAST, "f-stdint-cast") X(FABS, "f-abs") X(FSIZEOF, "f-sizeof") X(FPCLASS, "f-fpclass") \
    X(FPCLASSRAW, "f-fpclass-value") X(FTIMEHOST, "f-time-host") X(FHOSTDIRECT, "f-host-direct") \
    X(FHOSTALIAS, "f-host-alias") X(FHOSTSTRUCT, "f-host-struct-ptr") X(FHOSTGPTR, "f-host-global-ptr") \
    X(FHOSTMEM, "f-host-memset-memcpy") X(FHOSTSPRINTF, "f-host-sprintf") X(FHOSTPTRARG, "f-host-ptr-arg") \
    X(FHOSTTIME, "f-host-time") X(FHOSTREAD, "f-host-read") X(FHOSTEXIT, "f-host-exit") \
    X(FHOSTPARAM, "f-host-array-param") X(FHOSTGLOBEL, "f-host-global-elem") \
    X(FREDBLACK, "f-redblack") X(FFLOYD, "f-floyd-if") X(FBOUNDELEM, "f-bound-elem") \
    X(FBOUNDSCAL, "f-bound-scalar") X(FFUNC, "f-region-func") X(FIFDATA, "f-if-data") \
    X(FKNOWN, "f-known-scalar") X(FCOMMA, "f-comma-stmt") X(FSHIFT, "f-shift") X(FDOZERO, "f-do-while0") \
    X(FINLINE, "f-inline-array-helper") X(FITERSET, "f-iter-set-between") \
    X(FINNERTRI, "f-inner-bound-outer") X(FINNERIF, "f-inner-under-if") \
    X(FJAGGED, "f-jagged-rows") X(FJAGSHARE, "f-jagged-shared-row") \
    X(FOUTERSUB, "f-outer-scalar-subscript") X(FOUTERLIVE, "f-outer-scalar-read-after") \
    X(FSWEEP, "f-sweep-serial-loop") X(FREUSE, "f-scalar-loop-reuse") X(FBLOCK, "f-block-elimination") \
    X(FSIZEWRAP, "f-size-wrap") X(FDOWN, "f-down-unsigned") X(FWAVE, "f-wave-inplace") \
    X(FCHAIN, "f-chain") X(FWAVESCR, "f-wave-scratch") X(FCONSTS, "f-header-constants") \
    X(FLOCALARR, "f-region-local-array") X(FPTRARG, "f-pointer-param") X(FWRAPMOD, "f-wrap-mod-param") \
    X(FSCOPE, "f-data-scope") X(FSCOPEOMIT, "f-data-scope-omit") X(FSCOPECAST, "f-scope-cast") \
    X(FINTHELPER, "f-int-helper-bound") \
    X(FSTEPCE, "f-step-constexpr") X(FMACROROW, "f-macro-row") X(FMEMBERROW, "f-member-row-helper") \
    X(FCLAIMPRIV, "f-claim-private") X(FCLAIMCARRY, "f-claim-private-carry") X(FCLAIMLIVE, "f-claim-private-live-out") X(FBLOCKARR, "f-block-array") \
    X(FLEADDIM, "f-leading-dim") X(FLDGEMM, "f-leading-dim-gemm") X(FLDHOIST, "f-leading-dim-hoisted") \
    X(FLDALIAS, "f-leading-dim-alias") X(FUSERTILE, "f-user-tiled") X(FUSERTILE2D, "f-user-tiled-2d") \
    X(FWEBS, "f-webs-scratch") X(FWEBSLIVE, "f-webs-scratch-live-out") X(FWEBSCARRY, "f-webs-scratch-carry") \
    X(FJAGSCOPE, "f-jagged-scope") X(FJAG3D, "f-jagged-3d") X(FJAGARR, "f-jagged-in-array") \
    X(FJAGMIRROR, "f-jagged-scope-mirror") X(FJAGSWAP, "f-jagged-swap") X(FJAGALIAS, "f-jagged-table-twice") \
    X(FJAGSEQ, "f-jagged-seq-region") X(FJAGWORK, "f-jagged-workspace") X(FJAGTRI, "f-jagged-triangle") \
    X(FJAGFN, "f-jagged-scope-in-function") X(FTYPEDEF, "f-typedef-array") \
    X(FFOREIGN, "f-foreign") X(FFORCALL, "f-foreign-call") X(FFORBACK, "f-foreign-back") \
    X(FFORREGION, "f-foreign-region") X(FFOREXIT, "f-foreign-exit") X(FFORSCOPE, "f-foreign-scope")
#define F_ENUM(e, s) F_##e,
enum feature { FEATURES(F_ENUM) F_COUNT };

enum refuse { R_NONE, R_NONAFFINE, R_OUTER_SCALAR, R_LDOUBLE, R_DATASUB, R_COUNT };

/* ---- types and values ---- */
enum ty { TY_CHAR, TY_UCHAR, TY_SHORT, TY_INT, TY_UNS, TY_LONG, TY_FLOAT, TY_DOUBLE, TY_LDOUBLE, TY_N };

typedef struct {
    enum ty ty;
    long long i;
    double d;
} val;

enum ub { UB_OK, UB_BAD, UB_OOB, UB_LIMIT };

/* ---- math functions the programs call (all correctly rounded) ---- */
typedef struct {
    const char *name;
    int nargs;
    enum ty ty;
} mathfn;
enum { M_SQRT, M_FABS, M_FLOOR, M_CEIL, M_FMIN, M_FMAX, M_SQRTF, M_FABSF, M_FMINF, M_FMAXF, M_N };
extern const mathfn math_fns[M_N]; /* gen_eval.c */

/* ---- the program model ---- */
enum ek { K_LIT, K_ITER, K_PARAM, K_ACC, K_SCAL, K_NEG, K_NOT, K_BIN, K_CAST, K_CALL, K_TERN };
enum { OP_LE = 'L', OP_GE = 'G', OP_EQ = 'E', OP_NE = 'N', OP_AND = '&', OP_OR = '|' };

typedef struct expr {
    enum ek k;
    enum ty ty;
    int op, idx, nargs;
    char lit[32];
    val v;
    struct expr *a, *b, *c;
    struct expr *sub[3];
} expr;

enum sk { S_FOR, S_ASSIGN, S_DECL, S_IF };
#define MAXBODY 8
typedef struct stmt {
    enum sk k;
    int it, cmp, step, preinc, decl;
    expr *init, *bound;
    struct stmt *body[MAXBODY];
    int nbody;
    expr *lhs, *rhs;
    int aop, fix, scal;
    enum ty sty;
    expr *cond;
    struct stmt *then, *els;
} stmt;

enum { IT_T, IT_I, IT_J, IT_K, NIT };
enum { P_N, P_M, P_T, NPARAM };

#define MAXARR 8
#define MAXSCAL 16
typedef struct {
    char name[8];
    enum ty ty;
    int ndim, ext[3], p[3], c, big, isidx, noread;
    val *data;
} array;

typedef struct {
    int live, lo, hi;
} itenv;

typedef struct {
    uint64_t rng;
    int disabled[F_COUNT], used[F_COUNT];
    int forced[F_COUNT]; /* --force: want() takes these every time */
    enum refuse refuse;
    int refuse_pending;
    array arr[MAXARR];
    int narr, idxarr, outer, home, parmode, targets;
    int tmparr; /* a 1-D array for temp-array nests, or -1 */
    int param[NPARAM];
    itenv it[NIT];
    int tfloat;
    int nscal, scal_live[MAXSCAL];
    enum ty scal_ty[MAXSCAL];
    int scal_outer[MAXSCAL]; /* declared at the top of the region's function (outer-temp) */
    int written[MAXARR];
    stmt *region[6];
    int nregion;
    int pragma, tile[3], ntile, named, infunc, arrstatic;
    int reps;   /* the region (or its function) runs this many times in a host loop */
    int hostw;  /* and between runs the host adds 1 to element 0 of this array, or -1 */
    int tparam; /* the time loop's bound is tsteps */
    int grow;   /* the first run has tsteps = grow - 1 (0 or 1): a later, larger run may start more devices */
    /* node pool */
    expr *epool;
    int nexpr, cexpr;
    stmt *spool;
    int nstmt, cstmt;
    /* interpreter */
    long long itv[NIT];
    double tval;
    val sv[MAXSCAL];
    long long steps;
    stmt *bad;
    enum ub badkind;
    /* output */
    char *out;
    size_t len, cap;
} gen;


/* gen.c: random numbers and node pools */

/* A number in [0, "n"). */
int rnd(gen *g, int n);
/* A number in ["lo", "hi"]. */
int rnd_in(gen *g, int lo, int hi);
/* True with probability "pct" percent, provided feature "f" (or -1) is
 * enabled; records that the program uses "f". */
int want(gen *g, int f, int pct);
/* Records that the program uses feature "f". */
void use(gen *g, int f);
/* A new expression, statement of kind "k" (pools freed per attempt). */
expr *enew(gen *g, enum ek k);
stmt *snew(gen *g, enum sk k);

/* gen_build.c: the program model */

/* The arrays of the program. */
void gen_arrays(gen *g);
/* The region: its loop nests, pragma and how the host runs it. */
void gen_region(gen *g);
/* Makes statement "s" (which failed) safe: a compound assignment becomes
 * a plain one, then its value is reduced, then its right-hand side is
 * rebuilt, finally replaced by a constant.  Returns 0 when "s" is not one
 * that can be repaired. */
int repair(gen *g, stmt *s);

/* gen_eval.c: C's semantics */

/* Whether "t" is a floating type. */
int ty_fp(enum ty t);
/* "t" after the integer promotions. */
enum ty promote(enum ty t);
/* The type of "a" op "b" after the usual arithmetic conversions. */
enum ty arith_ty(enum ty a, enum ty b);
/* Runs the whole region from freshly filled arrays. */
enum ub run(gen *g);

#endif
