/* pragma-tool/model.h - the model of the #pragma bbmm / #pragma scop
 * regions of one C file: what the front end (lexer, parser, model builder,
 * analysis) produces and what the back end (code generation) and the
 * --explain printer consume.  This header is the contract between them.
 *
 * ==== Contents ============================================================
 *
 *   1. Source positions          pp_loc
 *   2. Statement bodies (AST)    pp_expr, pp_node
 *   3. A region                  pp_param, pp_array, pp_scalar, pp_stmt,
 *                                pp_access, pp_dep
 *   4. Nests and boxes           pp_nest, pp_nest_array, pp_box
 *   5. The file                  pp_func, pp_model, pp_model_build(),
 *                                pp_model_free()
 *
 * ==== How to use it =======================================================
 *
 *   pp_diag diag;                       (diag.h: collects GNU diagnostics)
 *   pp_model *m = pp_model_build(&opts, &diag);
 *   if (!m || diag.errors) -> print diag, exit 1, write nothing
 *   for each region r of m->regions:
 *     host code: replace r->begin .. r->end (byte offsets in the user's
 *       file) with the generated code; r->root is the region's statement;
 *     walk r->root: a PP_NODE_FOR with role PP_LOOP_HOST stays a host loop
 *       (print it from its bounds); a node that starts a nest
 *       (node->nest >= 0) becomes one tile loop (bbmm_tiles_begin ... end) of r->nests[node->nest]
 *       per host iteration;
 *     per nest: the kernel is the subtree below the innermost band loop
 *       (nest->band[nband-1]->u.loop.body), the band iterators taken from
 *       the tile (BBMM_TILE_ID); the tile-boxes callback evaluates the box
 *       strings of nest->arrays[] (see "Box expressions"); the kernel
 *       source starts with m->funcs[nest->funcs[i]].cl_text, in order
 *       (the user's functions the kernel calls, callees first).
 *
 * ==== Box expressions =====================================================
 *
 * Every bound (pp_box.lo/hi, pp_box.guard, pp_nest.space_lo/hi) is a C
 * expression of type long long over exactly these names:
 *   - the program parameters, by pp_param.name (declare each as
 *     `const long long NAME = (C_EXPR);` with pp_param.c_expr when
 *     pp_param.synthetic, else NAME is a variable of the user's code);
 *   - the host (serial) iterators of the nest, by the C name of their loop
 *     variable (pp_node.u.loop.iter of nest->host[]);
 *   - the tile bounds tlo0, thi0, tlo1, thi1, ... : the inclusive lower and
 *     upper bound of the tile in band dimension d (0 = outermost band
 *     loop), in values of that loop's iterator.  These names are reserved.
 * and the helper functions bbmm_pp_min, bbmm_pp_max, bbmm_pp_floord,
 * bbmm_pp_ceild of include/bbmm/pp.h (every generated file includes
 * it).  A box applies only where its guard is true (guard is
 * "1" when always); inside the guard, lo[d] <= hi[d] in every dimension.
 * Boxes are exact per access (the tightest rectangle around what one
 * reference touches in the tile); several boxes of one array may overlap.
 * The isl sets behind them are kept (pp_box.set) for tests and printers.
 *
 * ==== Flow-out and write-out ==============================================
 *
 * flowout: elements the tile writes (in host iteration h) whose value is
 * read (value-based flow dependence) by a statement instance outside the
 * tile.  Instances of a nest with the same host loops and band depth (the
 * same nest in a later host iteration, or a sibling nest such as the
 * second sweep of jacobi-2d) whose band point lies in the same tile bounds
 * count as inside: with equal tiles they run where this tile ran, and the
 * runtime's coherence directory serves them correctly in any case.
 * One box per (writing reference, reading reference) pair, guarded.
 * writeout: elements whose last write in the whole region is an instance
 * of this tile (one box per writing reference, guarded).
 *
 * ==== Ownership ===========================================================
 *
 * Everything is owned by the pp_model and freed by pp_model_free(); isl
 * objects belong to model->ctx.  Strings are NUL-terminated and
 * heap-allocated; no field is shared between two owners.  The model holds
 * no global state: two models can be built at once on different threads.
 */
#ifndef PP_MODEL_H
#define PP_MODEL_H

#include <stddef.h>
#include <stdio.h>

#include <isl/ctx.h>
#include <isl/set.h>
#include <isl/map.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

/* ---- 1. Source positions -------------------------------------------- */

/* A position in the user's files, for diagnostics and #line: "file" is the
 * name as the preprocessor spelled it (shared by the model, do not free),
 * "line" and "col" count from 1 (col in bytes).  "offset" is the byte
 * offset in the user's main input file, or -1 when the position lies in
 * another file or inside a macro expansion without its own place. */
typedef struct pp_loc {
    const char *file;
    int line;
    int col;
    long offset;
} pp_loc;

/* ---- 2. Statement bodies -------------------------------------------- */

/* The arithmetic types of C, as the typing pass (types.c) gives them to
 * every expression, iterator, parameter, scalar and array element. */
typedef enum pp_ctype {
    PP_CT_NONE,   /* not an arithmetic value (void, an address), or not typed yet */
    PP_CT_BOOL,
    PP_CT_CHAR,
    PP_CT_SCHAR,
    PP_CT_UCHAR,
    PP_CT_SHORT,
    PP_CT_USHORT,
    PP_CT_INT,
    PP_CT_UINT,
    PP_CT_LONG,
    PP_CT_ULONG,
    PP_CT_LLONG,
    PP_CT_ULLONG,
    PP_CT_FLOAT,
    PP_CT_DOUBLE
} pp_ctype;

typedef enum pp_expr_kind {
    PP_EXPR_INT,    /* integer constant: text, value */
    PP_EXPR_FLOAT,  /* floating constant: text (spelled as written, e.g. "0.5f") */
    PP_EXPR_CHAR,   /* character constant: text */
    PP_EXPR_ID,     /* a name: see pp_expr.sym */
    PP_EXPR_ACCESS, /* array element: array, args = subscripts (outermost first) */
    PP_EXPR_CALL,   /* function call: text = function name, args; index: the user's
                       function (index into model->funcs), or -1 for a math function
                       or a bound helper (min, max, floord, ceild) */
    PP_EXPR_UNARY,  /* op (one of "-", "+", "!", "~"), args[0] */
    PP_EXPR_BINARY, /* op ("+", "-", "*", "/", "%", "<<", ">>", "<", "<=", ">", ">=",
                       "==", "!=", "&", "|", "^", "&&", "||"), args[0], args[1] */
    PP_EXPR_COND,   /* args[0] ? args[1] : args[2] */
    PP_EXPR_CAST,   /* (text) args[0]; text is the type name */
    PP_EXPR_PAREN,  /* (args[0]), kept so printing keeps the user's grouping */
    PP_EXPR_ADDR    /* &args[0], args[0] a PP_EXPR_ID of a region-local scalar: only as
                       the argument of a pointer parameter of a user function (the
                       call writes the scalar) */
} pp_expr_kind;

/* What a PP_EXPR_ID names. */
typedef enum pp_sym_kind {
    PP_SYM_ITER,   /* a loop iterator: index = depth of the loop (0 = outermost in the region) */
    PP_SYM_PARAM,  /* a program parameter: index into region->params */
    PP_SYM_LOCAL,  /* a scalar declared inside the region: index into region->locals */
    PP_SYM_SCALAR, /* a read-only scalar from outside: index into region->scalars */
    PP_SYM_OTHER   /* an enumerator or other constant name, printed as is */
} pp_sym_kind;

typedef struct pp_expr pp_expr;

/* An array element written with one subscript that bbmm-pp split along
 * the extents of the array() clause ("A[i*n + j]" with array(A[m][n]) read
 * as A[i][j]): affine.c proves that every split subscript stays within its
 * extent (the first: not negative) in every iteration, so that both name
 * the same element. */
typedef struct pp_split {
    int n;            /* the dimensions it was split into: the access's last n
                         subscripts (expand.c may put others before them) */
    pp_expr **extent; /* extent[d], 1 <= d < n: the factor of the subscript as
                         written that multiplied subscript d - 1 (spelled like the
                         clause's extent d), the bound subscript d stays below */
} pp_split;

/* The subscripts of a reference to a folded array, as written. */
typedef struct pp_fold {
    int nargs;
    pp_expr **args;
} pp_fold;

struct pp_expr {
    pp_expr_kind kind;
    pp_loc loc;       /* where the expression starts */
    char *text;       /* INT/FLOAT/CHAR spelling, ID name, CALL name, CAST type */
    long long value;  /* INT */
    const char *op;   /* UNARY, BINARY: static string */
    pp_sym_kind sym;  /* ID */
    int index;        /* ID: see pp_sym_kind; ACCESS: index into region->arrays;
                         CALL: index into model->funcs, or -1 */
    int access;       /* ACCESS: index into region->accesses, or -1 */
    pp_ctype ctype;   /* the C type of its value (before any conversion its
                         parent applies), set by the typing pass */
    const char *c_expr; /* ID of a struct member the region reads: its C spelling
                         ("p->n"), for messages (text: the identifier the generated
                         code names it by, a parameter or scalar of the region) */
    pp_split *split;  /* ACCESS: its subscripts come from one linear subscript
                         (pp_split), else NULL */
    struct pp_fold *fold; /* ACCESS of a folded array (fold.c): its subscripts as
                         written (args: the folded ones), else NULL */
    int nargs;
    pp_expr **args;
};

typedef enum pp_node_kind {
    PP_NODE_FOR,    /* u.loop */
    PP_NODE_IF,     /* u.cond */
    PP_NODE_BLOCK,  /* u.block */
    PP_NODE_ASSIGN, /* u.assign: one statement of the model */
    PP_NODE_DECL,   /* u.decl: a region-local scalar, with an optional initializer
                       (a statement of the model when it has one) */
    PP_NODE_CALL    /* u.call: a call as a statement ("f(A[i], &c);"), results through
                       the pointer arguments: one statement of the model */
} pp_node_kind;

/* Role of a loop once the analysis has run. */
typedef enum pp_loop_role {
    PP_LOOP_HOST,   /* a serial loop that runs on the host around nests */
    PP_LOOP_BAND,   /* a parallel, tiled loop of a nest's kernel band */
    PP_LOOP_KERNEL  /* a loop inside a kernel (below the band), run by each work-item */
} pp_loop_role;

typedef struct pp_node pp_node;
struct pp_node {
    pp_node_kind kind;
    pp_loc loc;     /* first token */
    pp_loc end;     /* last token (its first byte) */
    int nest;       /* index into region->nests when this node is the outermost
                       node of a nest (the first band loop, or a statement run as
                       a 0-dimensional nest), else -1 */
    union {
        struct {
            char *iter;       /* loop variable */
            char *type;       /* its declared C type ("int", "unsigned long"), or NULL
                                 when no declaration is visible */
            pp_ctype ctype;   /* the same, typed (an integer type) */
            int depth;        /* 0 = outermost loop of the region */
            int declared;     /* "for (int i = ...)" */
            int dead_after;   /* declared outside the region, and the user's code
                                 never reads it after the region (parser.c) */
            pp_expr *init;    /* first value of iter (affine) */
            pp_expr *cond;    /* the loop condition as written (affine: comparisons
                                 of iter with <, <=, >, >=, joined by &&) */
            long long step;   /* nonzero constant: iter += step */
            pp_node *body;
            pp_loop_role role;
            int parallel;     /* 1 when the loop carries no dependence */
            int band_dim;     /* PP_LOOP_BAND: dimension d of the band (0 = outermost) */
            int generated;    /* made by isl's scheduler (schedule.c), not written
                                 by the user */
            int swept;        /* PP_LOOP_BAND: a serial loop a nest's kernel runs inside
                                 its one work-group (pp_nest.sweep); counted as a host
                                 loop wherever orders are compared */
        } loop;
        struct {
            pp_expr *cond;    /* the condition: affine (&&, ||, !, comparisons of
                                 iterators and parameters), or on data */
            pp_node *then_node;
            pp_node *else_node; /* may be NULL */
            int stmt;         /* a condition on data (it reads arrays or region
                                 scalars): the statement of the model that reads
                                 it, index into region->stmts; the writes below
                                 it are may-writes (each also reads the element
                                 it may write, so that an element left alone
                                 keeps its value); -1 for an affine condition */
        } cond;
        struct {
            int n;
            pp_node **v;
        } block;
        struct {
            pp_expr *lhs;     /* PP_EXPR_ACCESS or PP_EXPR_ID of a local, or (stmt -1)
                                 the PP_EXPR_ID of a host-evaluated scalar */
            const char *op;   /* "=", "+=", "-=", "*=", "/=" */
            pp_expr *rhs;
            int stmt;         /* index into region->stmts; -1: a host statement (it
                                 writes a host-evaluated scalar, see pp_scalar) */
            int guarded;      /* the user's `if (c) lhs = e;` on data, as the one
                                 statement `lhs = c ? (T)(e) : lhs` (parse_stmt.c,
                                 par_if_convert); kernels store only where c holds */
        } assign;
        struct {
            int local;        /* index into region->locals */
            pp_expr *init;    /* may be NULL */
            int stmt;         /* index into region->stmts when init, else -1 */
        } decl;
        struct {
            pp_expr *expr;    /* PP_EXPR_CALL */
            int stmt;         /* index into region->stmts */
        } call;
    } u;
};

/* ---- 3. A region ----------------------------------------------------- */

/* A program parameter: a value fixed during the region that bounds,
 * subscripts or conditions use.  Named by a C variable of the user's code
 * ("n"), or synthetic (an identifier made from a struct member the region
 * reads, "p_n" for "p->n"), in which case the back end declares it from
 * c_expr at the region's start: `const C_TYPE NAME = (C_EXPR);`. */
typedef struct pp_param {
    char *name;
    char *c_expr;   /* the C expression it comes from (== name unless synthetic) */
    char *c_type;   /* its declared type when known ("int"), else "long" */
    int synthetic;
    int element;    /* synthetic: an element of an array the region does not write
                       ("grid_points[0]"); the region runs on the host as written when
                       it overlaps an array the region writes */
    pp_ctype ctype; /* typed c_type */
    pp_loc loc;     /* first use in the region */
} pp_param;

/* An array the region accesses.  Element [i0][i1]... of the user's array. */
typedef struct pp_array {
    char *name;       /* an identifier: the array's name, or one made from c_expr */
    char *c_expr;     /* a struct member ("g.a", "p->v", "s.in.a"): its C spelling, the
                         address of its first element on the host and its name in
                         messages (pp_array_c()); NULL for a variable */
    char *elem_type;  /* element C type after preprocessing ("double") */
    pp_ctype elem_ctype;
    int ndim;
    char **extent;    /* ndim C expressions (e.g. "4000 + 0", "n"); the user's
                         declaration, or the array() clause */
    int from_clause;  /* extents come from array(...) */
    int scalar;       /* a scalar declared outside the region, as a one-element array
                         (extent "1", registered at its address): see pp_scalar */
    int read, written;
    pp_loc decl;      /* its declaration (or the clause) */
    int unlisted;     /* a data scope without a list must not keep it (the generated
                         code says so: bbmm_array_unlisted): a scalar, an expansion, an
                         array of automatic storage declared inside such a scope */
    int in_region;    /* declared inside the region (or a function it calls): the
                         generated code declares it where the region starts */
    int dead_after;   /* an array object of automatic storage of the function holding
                         the region (not a parameter, not static) that the function
                         names nowhere outside the region but in its declaration:
                         nothing reads it after the region (parser.c) */
    /* Array expansion (expand.c).  On an array the region no longer
     * references: "expanded_to" is 1 + the index of its expansion (0: not
     * expanded).  On the expansion (named "bbmm_x_<name>", allocated by the
     * generated code): "expansion_of" is 1 + the index of the original; its
     * first "nexp" subscripts are the iterators "exp_iter" of loops of the
     * original's references, the rest the original's.  After the region,
     * when "last_guard" holds, the elements [wlo .. whi] of the original
     * (every element the region writes) take the values of the expansion
     * at the iteration "last" (nexp C expressions) of those loops: the one
     * whose writes are final for all of them. */
    int expanded_to;
    int expansion_of;
    int nexp;
    char **exp_iter;
    char *last_guard;
    char **last;
    char **wlo, **whi;
    long long *wstep; /* ... every wstep-th of them from wlo (a strided box) */
    /* A table of pointers to rows ("double ***u" built row by row, "double
     * *a[4]"): "jagged".  Its extents are the largest subscripts the region
     * may use plus one (jagged.c); on the devices' path the generated code
     * gathers the rows the region may access ("gather": C statements) into
     * one block "block" of those extents, which is what it registers, and
     * after the region copies back the rows it may write ("scatter").
     * "negative": a C condition on the parameters under which a subscript
     * of it may be negative (the region then runs as written), or NULL. */
    /* An array of more dimensions than a kernel takes, its last ones of
     * constant extent, folded into one (fold.c): "folded" is the number
     * of its dimensions as written (0: not folded), "folded_extent"
     * their extents; ndim and extent are the folded ones. */
    int folded;
    char **folded_extent;
    int jagged;
    /* A pointer ("double *x", "double (*u)[m]", a parameter "double a[]")
     * whose first extent the declaration does not give and no array()
     * clause does: "inferred", that extent is the largest first subscript
     * the region may use plus one, computed with a table's (jagged.c), and
     * "negative" is set as for a table. */
    int inferred;
    /* Reached through a pointer (a pointer variable, a parameter's array):
     * it may share memory with another array of the region, which the
     * analysis takes as distinct; the region then runs on the host as
     * written when it writes one of them (host.c: cg_member_alias). */
    int pointer;
    char *block;
    char *gather, *scatter;
    const char *who; /* its number in the rows' records (bbmm_pp_row_in), an expression */
    char *negative;
    /* A jagged array the region only reads, where no element it reads was
     * written before, in the order as written, at the same subscripts of
     * jagged array "snapshot_of" (of its element type and dimensions; NULL:
     * none): when the two are one table ("resid(u, r, r)", NPB MG), its
     * gathered block is a copy of the rows as they were before the region,
     * which is what every read of them sees in C, so its rows do not count
     * in the check that no written row shares memory with another
     * (jagged.c, pp_jagged_snapshots). */
    const char *snapshot_of;
} pp_array;

/* The C spelling of array "a" (host code, messages): c_expr or name. */
static inline const char *pp_array_c(const pp_array *a)
{
    return a->c_expr ? a->c_expr : a->name;
}

/* A scalar: region-local (declared inside the region, private to each
 * instance of the statements in its block) or read-only from outside (a
 * kernel argument).
 *
 * A scalar declared outside the region that the region writes is either
 *   - host-evaluated: every write is a statement outside all loops whose
 *     right side reads no array and no region-local scalar (PolyBench's
 *     constants "DX = 1.0 / n;").  Those statements stay host code (a
 *     PP_NODE_ASSIGN with stmt -1) and the scalar is a read-only scalar of
 *     the kernels (in region->scalars), passed when each nest is launched;
 *   - or a local of the region with "outer" set: one local per web (the
 *     writes and the reads their values reach), privatised at "depth" loops
 *     (outer.c: every read finds the value it reads written in the same
 *     iteration of those loops).  "incoming": some read gets the value the
 *     scalar had before the region; "live_out": the user's code may read it
 *     after the region.  A web that is incoming, of a live_out variable, or
 *     whose value must pass between two nests (pp_outer_carried()) is
 *     "promoted": its references become those of one array element, the
 *     variable itself registered as a one-element array, so that the
 *     runtime reads it in, keeps it coherent between launches and writes
 *     it back.  A web passed by address to a function stays a local (a
 *     kernel function cannot take a global pointer): then the region stays
 *     sequential (codegen.c). */
typedef struct pp_scalar {
    char *name;
    char *c_expr;   /* read-only scalars: a struct member ("p->x"), read once at the
                       region's start into a constant "name" (`const TYPE NAME =
                       (C_EXPR);`); NULL for a variable */
    char *type;     /* C type after preprocessing */
    pp_ctype ctype;
    int depth;      /* locals: number of loops around the declaration, or
                       the loops it is private to (outer) */
    pp_loc loc;
    int outer;      /* a local standing for a scalar declared outside the region */
    int incoming;   /* outer: a read gets the value from before the region */
    int live_out;   /* outer: the user's code may read it after the region */
    int addressed;  /* outer: a call takes its address ("&x"): never promoted */
    int promote;    /* outer: to be promoted when the region is built again (its value
                       passes between nests) */
    int looped;     /* outer: a loop of the region runs over the variable itself */
    int dead;       /* no reference of the region reads it and the code after the region
                       does not: its stores are left out of the model (pp_dead_stores) */
    int promoted;   /* outer: its references became those of the one-element array
                       of its variable (region->arrays, "scalar"); it has none left */
    int expanded;   /* outer, with "promoted": its references became those of an
                       expansion of that array over the loops it is private to
                       (expand.c, pp_expand_scalars): 1 + that array's index */
} pp_scalar;

/* The C spelling of scalar "s" (host code, messages): c_expr or name. */
static inline const char *pp_scalar_c(const pp_scalar *s)
{
    return s->c_expr ? s->c_expr : s->name;
}

/* One reference to an array or local scalar by a statement.  A call
 * reads its arguments (their array elements and locals are references of
 * the calling statement, with their subscripts) and writes (and may read)
 * the locals whose address it takes. */
typedef struct pp_access {
    int stmt;        /* index into region->stmts */
    int array;       /* index into region->arrays, or -1 for a local scalar */
    int local;       /* index into region->locals when array < 0 */
    int write;       /* 1: written (the left side), 0: read */
    int read;        /* 1: also read ("+=" etc. make one read and one write access) */
    pp_expr *expr;   /* the PP_EXPR_ACCESS / PP_EXPR_ID in the AST */
    isl_map *rel;    /* S_k[iters] -> A[indices] (locals: -> L_x[enclosing iters]) */
    char *id;        /* name of the reference ("R3"), the tag in tagged relations */
    int box;         /* its initial box: index into its nest's slot init list (the
                        number its kernel reference is bound by), -1: none */
} pp_access;

/* A statement of the model: one assignment, initialized declaration or
 * call statement, or the evaluation of a condition on data (node: the
 * PP_NODE_IF, reading what its condition reads). */
typedef struct pp_stmt {
    char *name;       /* "S0", "S1", ... in textual order */
    pp_node *node;    /* PP_NODE_ASSIGN, PP_NODE_DECL or PP_NODE_CALL */
    int depth;        /* number of enclosing loops */
    pp_node **loops;  /* the enclosing loops, outermost first */
    isl_set *domain;  /* S_k[i0, ..., i_{depth-1}] : ... (params: the region's) */
    isl_map *schedule;/* original (2d+1) schedule: S_k[i] -> [c0, i0, c1, i1, ...] */
    int naccesses;
    int *accesses;    /* indices into region->accesses */
    int nest;         /* index into region->nests */
} pp_stmt;

typedef enum pp_dep_kind { PP_DEP_FLOW, PP_DEP_ANTI, PP_DEP_OUTPUT } pp_dep_kind;

/* A memory-based dependence between two references (source before sink). */
typedef struct pp_dep {
    pp_dep_kind kind;
    int src, sink;    /* indices into region->accesses */
    isl_map *rel;     /* S_a[i] -> S_b[j] */
    int level;        /* 0: loop independent; k > 0: carried by the k-th common loop */
    int carried_known;/* "carried" holds, for each common loop d < 64, whether the
                         dependence joins instances with equal first d iterators and
                         different iterator d (analysis.c's shared relations) */
    unsigned long long carried;
} pp_dep;

/* ---- 4. Nests and boxes ---------------------------------------------- */

#define PP_BOX_READ 0x1u       /* same values as BBMM_BOX_READ / WRITE / ITER_LOCAL / WRITE_ALL */
#define PP_BOX_WRITE 0x2u
#define PP_BOX_ITER_LOCAL 0x4u /* disjoint from the same box in every other
                                  iteration of the innermost host loop: only
                                  needed during one host iteration */
#define PP_BOX_WRITE_ALL 0x8u  /* with WRITE (not READ): the tile writes every element of
                                  the box, so its old values are not read in */
#define PP_BOX_LATE 0x100u     /* flow-out boxes: only instances of the same nest at least
                                  two of its runs later read it (not one run later), so
                                  it is no part of the early flow-out
                                  (bbmm_spec_flowout_late) */

/* A box of array elements per tile (see "Box expressions"). */
typedef struct pp_box {
    unsigned flags;   /* initial boxes: READ / WRITE / ITER_LOCAL / WRITE_ALL; flow-out:
                         LATE; else 0 */
    int ndim;
    char *guard;      /* C condition, "1" when always nonempty */
    char **lo, **hi;  /* ndim C expressions */
    isl_set *set;     /* the exact elements; params: program params, host
                         iterators, tlo0, thi0, ... */
    int access;       /* the reference (initial, write-out: the writer; flow-out:
                         the writer) */
    int sink;         /* flow-out: the reading reference; else -1 */
    int hull;         /* "set" is a simple superset of the elements, not the
                         exact set (its bounds cost more than isl's budget) */
} pp_box;

typedef struct pp_box_list {
    int n;
    pp_box *v;
} pp_box_list;

/* The boxes of one array of one nest. */
typedef struct pp_nest_array {
    int array;        /* index into region->arrays */
    pp_box_list init;
    pp_box_list flowout;
    pp_box_list writeout;
    pp_box_list span; /* allocation spans: for a reference whose subscripts do not
                         involve the host iterators (and whose box is not
                         iteration-local), the box of what it touches in the tile
                         over every host iteration, when that differs from its
                         per-iteration box.  Params: program params and tlo/thi
                         only; evaluate them with tlo/thi taken from the runtime's
                         tile cell (bbmm_spec_cell), under span_guard-free C:
                         each box has its own guard. */
    int merged;       /* referenced more than PP_MERGE_REFS times in the nest: one
                         initial box, the hull of what all its references touch
                         (they all bind to it), one write-out box and one flow-out
                         box of the same kind (boxes.c) */
} pp_nest_array;

#define PP_MERGE_REFS 32

/* A region of more references is "large": its value-based flow is found
 * read by read (boxes.c), and it runs as written on the host when loops
 * stay on the host around its kernels (codegen.c). */
#define PP_LARGE_REFS 200

#define PP_MAX_BAND 3 /* == BBMM_KMAX_TILE_DIMS */
#define PP_KMAX_REFS 8 /* == BBMM_KMAX_REFS: initial boxes a kernel binds references to */

/* A parallel nest: run once per host iteration, its band tiled. */
typedef struct pp_nest {
    char *name;          /* region name + "_" + index */
    pp_node *root;       /* first band loop, or the statement of a 0-dim nest */
    int nhost;
    pp_node **host;      /* enclosing host loops, outermost first */
    int nband;           /* 0..PP_MAX_BAND */
    pp_node *band[PP_MAX_BAND];
    char *space_lo[PP_MAX_BAND], *space_hi[PP_MAX_BAND]; /* bounding box of the band's
                                                            iterations (params, host iters) */
    char *space_guard;   /* C condition under which the nest runs at all */
    char *cover_lo[PP_MAX_BAND], *cover_hi[PP_MAX_BAND]; /* bounding box of the band's
                            iterations over all host iterations (params only) */
    char *tile[PP_MAX_BAND]; /* tile size C expressions from tile(...), or NULL: runtime */
    long long workgroup[PP_MAX_BAND]; /* the workgroup(...) clause's shape when it has
                                         nband sizes, else the tool's choice, else
                                         0: the runtime's */
    int workgroup_chosen;                /* workgroup[] is the tool's choice */
    int nstmts;
    int *stmts;
    int narrays;
    pp_nest_array *arrays; /* the arrays the nest touches, in region->arrays order:
                              the kernel's array slots */
    int nscalars;
    int *scalars;        /* read-only scalars the kernel takes (region->scalars) */
    int nfuncs;
    int *funcs;          /* the user's functions the kernel calls, directly or through
                            each other: indices into model->funcs, increasing (every
                            function after the ones it calls) */
    isl_set *context;    /* params: program params, host iters, tlo/thi: the tile's
                            assumptions */
    int sweep;           /* > 0: band[0 .. sweep - 1] are serial loops (isl's, a
                            wavefront's) that the kernel runs inside one work-group, a
                            barrier after each iteration of the innermost, around the
                            parallel band[sweep] (the last): one launch instead of one
                            per iteration (analysis.c, ana_sweep; bbmm_nest.sweep) */
    int chain;           /* a sweep of one serial loop, band[0] (sweep == nband == 1),
                            whose body is a chain of parts run in turn inside the one
                            work-group, a barrier after each: its statements and serial
                            loops by the first work-item, its parallel loops of one
                            dimension dealt out over the items (analysis.c, ana_chain):
                            one launch instead of one per part and iteration */
    int shared_hull;     /* >= 0: the box of what reference "shared_hull" writes in a
                            tile holds elements another tile of the same run writes
                            (a skewed or sparse write), so tiles may not run on
                            different devices at once; -1 when no such box */
} pp_nest;

/* A region: #pragma bbmm + statement, or #pragma scop .. #pragma endscop. */
typedef struct pp_region {
    char *name;          /* name(...) clause, else "<file stem>_<line>" */
    const char *func;    /* the function holding it */
    int scop;            /* 1: #pragma scop region */
    int grown;           /* grown over this many serial loops around the user's pragma
                            (grow.c); its "pragma" is then the outermost loop's position */
    pp_loc grown_from;   /* grown: the user's (first) #pragma bbmm inside it */
    int too_complex;     /* its analysis reached isl's operation limit (--max-ops): it
                            stays the user's sequential code (front.c warns; the
                            back end emits the region as written) */
    int past_row;        /* a subscript after the first may reach past its extent, as
                            first analysed (front.c, front_past_row): runs as written */
    pp_loc past_row_loc;
    const char *past_row_array;
    int shared_deps;     /* analysis.c found its dependences through classes of
                            congruent references (too many pairs for isl's flow) */
    pp_loc pragma;       /* the pragma line */
    pp_loc end;          /* last token of the region (endscop pragma for scop) */
    long begin_offset;   /* byte offsets in the user's file: the pragma line's start */
    long end_offset;     /* .. one past the region's last byte */
    char *tile[PP_MAX_BAND]; /* tile(...) clause, C expressions, or NULL */
    int ntile;
    long long workgroup[PP_MAX_BAND]; /* workgroup(...) clause: work-group shape,
                                         outermost band dimension first */
    int nworkgroup;
    long long workgroup_items;        /* their product */
    int nparallel;
    char **parallel;     /* parallel(...) clause: loop variable names */
    pp_loc *parallel_loc; /* where each name is written */
    pp_node *root;       /* the region's statement (a block for scop regions) */
    pp_node *source;     /* the region's statement as written (root before any new order) */
    int nparams;
    pp_param *params;
    int narrays;
    pp_array *arrays;
    int nlocals;
    pp_scalar *locals;
    int nscalars;
    pp_scalar *scalars;
    int nstmts;
    pp_stmt *stmts;
    int naccesses;
    pp_access *accesses;
    int ndeps;
    pp_dep *deps;
    int nnests;
    pp_nest *nests;
    isl_set *context;       /* params: what is known about the parameters: where no
                               64-bit value the region computes wraps around (the
                               generated code computes in int64_t) */
    char *assumed_text;     /* the same for people (without its 64-bit casts) */
    char *assumed;          /* C condition: the parameters lie in "context", else the
                               region runs on the host as written; NULL: always */
    int wraps;              /* "context" leaves out the parameters where a 64-bit value
                               the region computes wraps around */
    int overflows;          /* "context" also leaves out the parameters where a loop
                               steps its signed iterator past its type's range */
    pp_expr **ran;          /* conditions on the parameters that loops run at least once,
                               where the region reads the value a loop inside them left in
                               its iterator (its value at their last iteration: parser's
                               par_known_lift); "context" leaves out where one fails */
    int nran, cap_ran;
    int ran_assumed;        /* ... and some of them fail for some parameters */
    int casts;              /* ... and those where a cast in a subscript changes the
                               value it converts ("A[(short)i]" past 32767) */
    int inits;              /* ... and those where a loop's start changes value when
                               converted to its iterator's type */
    int splits;             /* ... and those where an index split from one subscript
                               (pp_split) leaves its row */
    int wrapdivs;           /* ... and those where a dividend by a parameter leaves
                               0 .. 2 * divisor - 1 (affine.c: bld_div_wrap) */
    int below;              /* "assumed" also leaves out the parameters where the first
                               subscript of a pointer (pp_array inferred) may be negative */
    isl_union_set *domain;  /* union of the statement domains */
    isl_union_map *schedule;/* union of the statement schedules */
    isl_union_map *reads, *writes; /* untagged: S_k[i] -> A[x] */
    int transformed;        /* the tree is the one isl's scheduler gave (schedule.c):
                               new loops over new iterators c0, c1, ... */
    int unparallel_before;  /* transformed: statements in loops without a parallel
                               loop around them in the order as written */
    int unparallel_after;   /* ... and in the new order */
    int outer_kept;         /* transformed with the region's outermost loop kept outermost
                               and serial (a wavefront per iteration of it) */
    int width_before;       /* transformed: the sum over the statements of their kernel
                               band's depth in the order as written */
    int width_after;        /* ... and in the new order */
    int split_before;       /* transformed with statements split: the statements before
                               (those from here on are pieces of them), else 0 */
    int inward;             /* transformed for fewer host loops (PP_SCHED_INWARD) */
    int fused_from;         /* transformed with sibling nests fused (PP_SCHED_FUSE): the
                               nests before, else 0 */
    int host_written;       /* the most host loops around a statement in the order as written */
    int host_before;        /* split, inward: the most host loops around a statement before */
    int host_after;         /* ... and after */
    int sched_tried;        /* not transformed: the scheduler was tried and gave nothing
                               better than this many such statements */
    int sched_widen;        /* not transformed: the scheduler was tried for deeper kernel
                               bands (every statement had a parallel loop); 2: only for
                               fewer host loops */
    int sched_fail;         /* sched_tried: it found one, but its loop bounds were too complex
                               for the boxes (isl's operation limit) */
    char *work;             /* C expression (double): the statement instances the region's
                               nests run, from each statement's bounding box; "-1.0" when
                               a bound is unknown (BBMM_START, bbmm_default_context_for) */
    char *work_serial;      /* ... of them in nests without a parallel loop (bbmm/pick.h) */
    char *work_sweep;       /* ... of them in sweeps: one work-group runs the nest (bbmm/pick.h) */
    char *runs;             /* C expression (double): the nests' runs (bbmm/pick.h) */
} pp_region;

/* A function of the user's file that kernel statements call, directly or
 * through other such functions, checked to mean the same in OpenCL C:
 * parameters of scalar arithmetic type or pointers to such scalars (the
 * call writes through them), a scalar or void result, a body that uses
 * only its parameters, its local scalars, literals, math functions and
 * other such functions, without recursion. */
typedef struct pp_func {
    char *name;
    char *cl_name;       /* its name in OpenCL C: "name", or "bbmm_u_<name>" when that
                            is a built-in function or keyword of OpenCL C */
    pp_loc loc;          /* its name in the definition */
    char *ret_type;      /* the result type, C spelling ("double", "void") */
    int nparams;
    char **param_type;   /* the type of each parameter, C spelling; for a pointer
                            parameter the type it points to */
    int *param_out;      /* 1: a pointer parameter, 0: a value */
    char *cl_text;       /* the definition in OpenCL C: the user's text (after
                            preprocessing) without storage classes or attributes,
                            types in OpenCL C spelling, one statement per line */
    int ncallees;
    int *callees;        /* the user's functions it calls: indices into model->funcs,
                            all smaller than its own */
} pp_func;

/* The whole file. */
/* A data directive: "#pragma bbmm data [(A, ...)]" with its statement, or
 * "#pragma bbmm update host(A, ...)" / "update device(A, ...)". */
typedef enum pp_dir_kind { PP_DIR_DATA, PP_DIR_UPDATE_HOST, PP_DIR_UPDATE_DEVICE } pp_dir_kind;

typedef struct pp_directive {
    pp_dir_kind kind;
    pp_loc loc;          /* the pragma */
    long begin_offset;   /* the pragma line's first byte in the user's file */
    long line_end;       /* the newline ending the pragma line */
    long stmt_end;       /* data: one past the last byte of its statement */
    int nnames;          /* the arrays named (data: 0 keeps every array) */
    char **names;
    pp_loc *name_locs;
    char *repeats;       /* data, around a counted loop: a C expression of its trip
                            count (bbmm_pp_repeats; residency.c), or NULL */
} pp_directive;

/* An automatic data scope (residency.c): statements of one block of
 * "func" that run regions more than once, with nothing else able to touch
 * their arrays in between; the arrays "names" stay on the devices from
 * "begin_offset" to "end_offset" (bbmm_data_begin/end; braces added when
 * "braced": the statements stand alone, a loop's body).  A span that
 * cannot be kept has "why" (at "why_loc"), for --explain. */
typedef struct pp_auto_scope {
    const char *func;
    pp_loc loc;          /* its first token */
    int end_line;        /* the line of its last token */
    long begin_offset;   /* where its start goes in the user's file */
    long end_offset;     /* where its end goes */
    int braced;
    int nnames;
    char **names;
    int nolist;          /* kept without a list (its regions take elements of kept
                            tables of pointers: residency.c) */
    char *why;
    pp_loc why_loc;
    char *leaves;        /* kept: the exits and returns of main it is written back
                            before ("'exit' at f.c:3:5, ..."), or NULL */
    char *repeats;       /* kept, around a loop first: a C expression of its trip count
                            (bbmm_pp_repeats), or NULL */
} pp_auto_scope;

/* A place where the program ends inside what may be a data scope
 * (leave.c): a call of exit, quick_exit or _Exit, or a "return" of main,
 * from "begin" to "end" (the call's closing parenthesis, the return's
 * semicolon) in the user's file.  The generated code ends every data
 * scope of the thread there first (bbmm_pp_leave), so that the kept
 * arrays are written back before exit handlers or anything else run. */
typedef enum pp_leave_kind {
    PP_LEAVE_EXIT,   /* exit(): a failed write-back stops as any runtime failure;
                        written back before every one */
    PP_LEAVE_QUIET,  /* quick_exit(), _Exit(): a failed write-back is reported only;
                        written back before those inside a scope or "wanted"
                        (they may run in a signal handler, where it could deadlock) */
    PP_LEAVE_RETURN, /* return from main (written back only inside a scope) */
    PP_LEAVE_READ    /* not a leave: a call of a function that reads a kept array
                        ("arg") on the host, which an automatic scope calls
                        (residency.c): the host's copy made current before it,
                        where "wanted" */
} pp_leave_kind;

typedef struct pp_leave {
    pp_leave_kind kind;
    long begin, end;
    const char *arg;     /* PP_LEAVE_READ: the argument, a C expression */
    int wanted;          /* PP_LEAVE_QUIET outside a scope's text: an automatic
                            scope calls the function holding it (written back) */
} pp_leave;

/* A loop a region is grown over (grow.c): its "for" token's offset in the
 * user's file, the user's pragma inside it, and the loops it spans. */
typedef struct pp_grow {
    long for_offset;
    pp_loc pragma;
    int loops;
    int kept;           /* a trial: the front end accepted it */
} pp_grow;

typedef struct pp_model {
    isl_ctx *ctx;
    char *input;         /* path of the user's file */
    int nregions;
    pp_region *regions;
    int ndirs;
    pp_directive *dirs;  /* in the order of the file */
    int nautos;
    pp_auto_scope *autos; /* automatic data scopes, kept or not, in the order of the file */
    int no_auto_data;    /* --no-auto-data: no automatic data scope */
    int nleaves;
    pp_leave *leaves;    /* where the program may end inside a data scope (leave.c), in file order */
    int nfuncs;
    pp_func *funcs;      /* the functions kernels call, every one after its callees */
    int ngrows;
    const pp_grow *grows; /* the loops regions are grown over (the parser's input) */
    int grow_trial;      /* a model that only tries grown regions (front.c) */
    int isl_stopped;     /* isl's operation limit ran out at least once (pp_isl_budget) */
    struct pp_arena *arena; /* storage of the AST and strings */
} pp_model;

/* Options of the front end. */
typedef struct pp_options {
    const char *input;        /* the user's file */
    const char *cpp;          /* preprocessor command ("cc"); NULL: $BBMM_CPP or "cc" */
    const char *const *flags; /* -I/-D/-U flags for the preprocessor */
    int nflags;
    unsigned long max_ops;    /* isl operation limit per region (0: default) */
    int no_cpp;               /* 1: parse the file as is (tests, fuzzing) */
    const char *text;         /* with no_cpp: the text (NULL: read "input") */
    double sched_seconds;     /* time isl's scheduler may take per region (0: default,
                                 negative: never try it) */
    int no_expand;            /* 1: never expand arrays (expand.c) */
    int no_auto_data;         /* 1: no automatic data scopes (residency.c) */
    int no_grow;              /* 1: regions stay where their pragmas are (grow.c) */
} pp_options;

struct pp_diag;

/* Build the model of the regions of "opts"->input; report problems to
 * "diag".  Returns NULL on error (diag has at least one error), else a
 * model (possibly with no regions). */
pp_model *pp_model_build(const pp_options *opts, struct pp_diag *diag);
/* Nonzero when region "r" of a built model runs on the host as written,
 * with a warning into "diag" saying why (front.c): the code generator
 * keeps it as sequential code, and a region grown over a loop that would
 * is not kept. */
int pp_region_sequential(const pp_region *r, struct pp_diag *diag);

/* Return nonzero when local "l" of "r" (a web of a scalar declared
 * outside the region) does not live within one nest: some nest using it
 * does not hold every reference to it, or it is not private to that
 * nest's host loops (its value passes between launches). */
int pp_outer_carried(const pp_region *r, int l);

/* Nonzero when region-local scalar "k" is named by several parts of chain
 * nest "n" (pp_nest.chain): its kernel keeps it in the work-group's local
 * memory, written by the first item, read by all (analysis.c). */
int pp_chain_shared(const pp_nest *n, int k);
/* Return nonzero when every write to an array below "n" (the body of a
 * nest's innermost band loop) sits under a condition on data: its kernel
 * stores only some of its points, and its work-items take consecutive
 * points (BBMM_COARSEN_RUNS). */
int pp_writes_guarded(const pp_node *n);

/* Nonzero when the kernel of nest "n" of "r" looks up, once per
 * work-item, the box that holds the work-item's own elements of initial
 * box "id" of slot "slot" (used when the launch has no box holding all of
 * it), instead of searching per access inside its loops. */
int pp_box_hoisted(const pp_region *r, const pp_nest *n, int slot, int id);

/* Print the --explain report of "m" to "f". */
void pp_explain_model(FILE *f, const pp_model *m);
/* Why region "r" runs on the host as written where its parameters lie
 * outside its assumptions (r->assumed): "a 64-bit value it computes would
 * wrap around, or ..." (a static buffer: valid until the next call). */
const char *pp_assumed_why(const pp_region *r);

/* Free "m" and everything it owns; NULL is allowed. */
void pp_model_free(pp_model *m);

/* Return a new expression of kind "kind" at "loc" from arena "a", with
 * room for "nargs" operands (NULL each), no symbol index and no access
 * (-1 both), or NULL when out of memory (fold.c). */
pp_expr *pp_expr_new(struct pp_arena *a, pp_expr_kind kind, int nargs, pp_loc loc);

/* Call "fn" on each expression of "n" and of the nodes below it, in
 * textual order: loop bounds, conditions, both sides of assignments,
 * initializers, calls (NULL ones too: "fn" takes NULL); schedule.c. */
void pp_node_exprs(pp_node *n, void (*fn)(pp_expr *e, void *arg), void *arg);

#endif
