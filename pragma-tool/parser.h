/* pragma-tool/parser.h - what the files of the parser share (private to
 * them; pp_parse() is in internal.h): the parser's state, the region being
 * built, the declarations it skims, and the functions one file calls in
 * another.
 *
 *   parser.c         the pass over the file, regions, data directives
 *   parse_tokens.c   the cursor over the tokens, errors
 *   parse_decl.c     declarations outside regions, struct and union definitions
 *   parse_enum.c     enumerations: their constants' values, the type they stand for
 *   parse_names.c    names inside a region, struct members, shaped-pointer subscripts
 *   parse_expr.c     forward substitution of scalars, region expressions
 *   parse_stmt.c     region statements, scalars outside the region it writes
 *   parse_clauses.c  the clauses of "#pragma bbmm", sizeof
 *   parse_host.c     host accesses inside data scopes
 */
#ifndef PP_PARSER_H
#define PP_PARSER_H

#include "codegen.h"
#include "internal.h"

#define PAR_MAX_DEPTH 32
#define PAR_MAX_NEST 256        /* statements, parentheses, operators, declarators */
#define PAR_MAX_EXPR_NODES 4096 /* expression nodes in one statement */
#define PAR_ROW_PARENS 8         /* "(A[i])[j]" rows in parentheses open at once (row_paren) */
#define PAR_MAX_NAMES 32        /* names in one declaration inside a region */

/* A name the region uses that is declared outside it. */
typedef struct par_outer {
    const char *name;
    const char *c_expr;    /* a struct member: its path ("p->n"); "name" is made from it */
    const pp_decl *decl;   /* NULL when no declaration was seen */
    int affine;            /* used in a bound, subscript or condition */
    pp_loc affine_loc;     /* the first such use */
    pp_loc loc;
    const char *elem_of;   /* an array element read where the region starts
                              ("grid_points[0]", c_expr): the array it reads, which
                              the region must not write */
} par_outer;

/* A region-local scalar in scope. */
typedef struct par_lvar {
    const char *name;
    int local;
    int looped;            /* a loop over it ended: reads take the value it left where
                              that is known and holds, else are refused */
    int looped_level;      /* the control structures open at that loop */
} par_lvar;

/* A control structure open around the current point of a region: a loop
 * (from its condition on: the condition runs in every iteration) or one
 * branch of an if. */
typedef struct par_ctl {
    int id;                /* unique in the region's pass, from 1 */
    int loop;
} par_ctl;

/* A use of a scalar's known value (par_known) in a bound or subscript:
 * the control structures open there, and the level of the value used. */
typedef struct par_use {
    int *ids;              /* par_ctl ids, outermost first */
    int *loops;            /* their loop flags */
    int n;
    int level;
    pp_loc loc;
} par_use;

/* The value of an integer scalar (a region scalar, or one declared outside
 * the region that it assigns) where the region last assigned it an affine
 * expression: bounds and subscripts that read the scalar while the
 * assignment's control structures are still open take the expression
 * instead (forward substitution; par_known_use). */
typedef struct par_known {
    int local;             /* the region scalar, or -1 */
    const char *name;      /* the scalar declared outside the region (local < 0) */
    const char *type;      /* its type */
    pp_expr *value;        /* NULL: the last write is no such assignment */
    int looping;           /* the last write is a loop over the scalar whose exit value is
                              not known (its memory does not hold what it leaves) */
    int exit;              /* the value a loop of the region leaves in its iterator: read
                              as a value too, not only in bounds and subscripts */
    int level;             /* control structures open at the assignment */
    int path;              /* the id of the innermost of them (0: none) */
    pp_loc loc;            /* the assignment */
    par_use *uses;         /* substitutions made, for par_known_write's check */
    int nuses, cap_uses;
    pp_expr *ran;          /* a value a loop inside loops that have ended left (their last
                              iteration's, par_known_lift): it holds where those loops ran
                              at least once, this condition on the parameters, which the
                              region then assumes (r->ran) where the value is read */
    int ran_used;          /* "ran" is in r->ran */
} par_known;

/* What is being built for the current region. */
typedef struct par_region {
    pp_region *r;
    int cap_params, cap_arrays, cap_locals, cap_scalars, cap_stmts, cap_accesses;
    pp_node *loops[PAR_MAX_DEPTH];
    int depth;
    par_lvar *lvars;
    int nlvars, cap_lvars;
    par_outer *outer;
    int nouter, cap_outer;
    pp_expr **refs;        /* ID expressions naming outer scalars */
    int nrefs, cap_refs;
    int ndata;             /* conditions on data around the current statement */
    pp_expr *data;         /* the innermost of them */
    int failed;
    int reparse;           /* first pass: the region writes scalars declared outside it */
    const pp_tokens *tok;  /* the file's tokens: the region is tok_from .. tok_to */
    int tok_from, tok_to;  /* (tok_to -1: not known) */
    par_ctl ctl[PAR_MAX_NEST];
    int nctl, ctl_ids;
    par_known *known;      /* scalars' known values (forward substitution) */
    int nknown, cap_known;
} par_region;

/* A scalar declared outside the region that the region writes, as the
 * first pass over the region finds it (par_region_parse()). */
typedef struct par_written {
    const char *name;
    const pp_decl *decl;
    pp_loc loc;            /* its first write */
    int host;              /* every write is a host statement: outside all loops and
                              conditions on data, its right side reading no array, no
                              region-local scalar, no loop iterator, and (after
                              par_classify()) no written scalar that is not host too */
    const char **reads;    /* the outer names those right sides read */
    int nreads, cap_reads;
} par_written;

/* An enum tag seen in the file and the words of the type it stands for
 * (NULL: not known, parse_enum.c). */
typedef struct par_enum_tag {
    const char *tag;
    const char *words;
} par_enum_tag;

/* A struct or union definition seen in the file: its members, for the
 * member paths of regions ("g.a", "p->v"). */
typedef struct par_record {
    const char *tag;       /* NULL when anonymous */
    int is_union;
    pp_decl *members;      /* name, type, dimensions and extents, record */
    int n, cap;
} par_record;

typedef struct parser {
    pp_model *m;
    pp_arena *a;
    pp_diag *d;
    pp_tokens *t;
    int pos;
    const char *raw;
    size_t rawlen;
    pp_decl *decls;        /* visible declarations, innermost last */
    int ndecls, cap_decls;
    int *scopes;           /* ndecls at each open brace */
    int nscopes, cap_scopes;
    pp_decl *params;       /* parameters of the function being defined */
    int nparams, cap_params;
    int have_params;
    int cap_regions;
    int cap_dirs;
    par_region *pr;        /* the region being parsed, or NULL */
    int nest;              /* recursion depth of the parser (PAR_MAX_NEST) */
    int nodes;             /* expression nodes of the current statement */
    int stmt_call;         /* the call about to be parsed is a statement */
    int no_known;          /* parsing a scalar on the left side: no known value (1: of "=",
                              2: of "+=", "++" ...: read too) */
    int subst_known;       /* parsing an if's condition: scalars with a known affine
                              value read as that value (the condition may then be
                              affine), outer names not made parameters */
    int entry_rhs;         /* parsing the value assigned to an integer scalar: an integer
                              array's element at constant subscripts that the region
                              never writes is read where the region starts, so a bound
                              or subscript may take the scalar's value (par_entry_value) */
    int row_paren[PAR_ROW_PARENS]; /* the token indices of the ")" of "(A[i])[j]" (a row in
                              parentheses, subscripted, as function-like macros write
                              "(f)[0]"), innermost last, which par_subscripted steps over
                              as if they were not there */
    int nrow_paren;
    pp_funcs fs;           /* the user's functions kernels call (func.c) */
    par_written *wr;       /* the scalars declared outside the region it writes */
    int nwr, cap_wr;
    const char **loopvars; /* first pass: the names declared outside the region that its
                              loops run over (a written one is then a region scalar, not a
                              host statement's: par_classify) */
    int nloopvars, cap_loopvars;
    int second;            /* the second pass over a region (p->wr known) */
    pp_shape *shapes;      /* every declaration seen outside regions (residency.c) */
    int nshapes, cap_shapes;
    par_record *records;   /* struct and union definitions, in file order */
    int nrecords, cap_records;
    par_enum_tag *etags;   /* enum tags, in file order */
    int netags, cap_etags;
    pp_fdef *inl_defs;     /* every function definition of the file (parse_inline.c) */
    int ninl_defs, cap_inl_defs, inl_scanned;
    int oom;
} parser;

/* Declaration specifiers as parsed. */
typedef struct par_specs {
    pp_str type;
    int is_volatile; /* volatile or _Atomic (itself, or through a typedef) */
    int is_typedef;
    int is_static;
    int linkage_kw;  /* "static" (1) or "extern" (2) written: which linkage the name has */
    int is_int;
    int opaque;  /* struct, union, typeof, or a typedef of a pointer (or an array of them) */
    int derived; /* a typedef of a pointer (or an array of them) */
    int ptr_typedef; /* a typedef whose type holds a pointer (pp_decl) */
    int record;  /* see pp_decl */
    int any;
    /* a typedef of an array of numbers ("typedef double vec5[5]"): the
       dimensions it adds after each declarator's own (par_declarator_rows) */
    int ndim;
    char *extent[16];
    int extent_at[16];
} par_specs;

/* A declarator as parsed: the name and its derivations outward. */
typedef struct par_declarator {
    const pp_token *name;
    int ndim;
    char *extent[16];
    int extent_at[16];   /* token index of each extent, -1 where none */
    unsigned ext_file;   /* bit d: extent_at[d] indexes the file's tokens, not those parsed (a
                            typedef's dimension: par_declarator_rows) */
    unsigned ptr;        /* bit d: dimension d is a pointer */
    int is_func;         /* the outermost derivation is a function */
    int params_from;     /* token index of its "(" when is_func */
} par_declarator;

/* The words of declaration specifiers (parse_decl.c). */
extern const char *const par_quals[];
extern const char *const par_int_words[];
extern const char *const par_other_words[];

/* parse_tokens.c */
pp_token *par_tok(parser *p);
pp_token *par_peek(parser *p, int k);
/* parse_expr.c: the index of the ")" of "(A[i])[j]" opened at "open", else 0
 * (parser.row_paren). */
int par_row_in_parens(parser *p, const pp_token *open);
/* Steps past this magnitude are refused (the model's arithmetic on
 * iterator values stays far from overflow). */
#define PAR_STEP_MAX (1LL << 40)
/* parse_expr.c: the value of the integer constant expression "e" of a
 * loop step into "*v"; 0, or -1 when it is not one (par_step_value's
 * comment there says what it takes). */
int par_step_value(const pp_expr *e, long long *v);
/* parse_names.c: the declaration of the member the path from variable
 * "name" at token "at" names ("g->x"), "*end" past its tokens; NULL after
 * an error (reported). */
const pp_decl *par_member_path_at(parser *p, int at, const char *name, int *end);
void par_next(parser *p);
int par_is(parser *p, const char *s);
int par_accept(parser *p, const char *s);
int par_in(const pp_token *t, const char *const *list);
char *par_text(parser *p, const pp_token *t);
void par_error_at(parser *p, const pp_token *t, const char *fmt, const char *arg);
void par_errorf(parser *p, const pp_token *t, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
const char *par_spell(parser *p, const pp_token *t);
int par_expected(parser *p, const char *what);
int par_expect(parser *p, const char *s);
int par_enter(parser *p, const pp_token *t, int report);
void par_skip_group(parser *p);
char *par_join(parser *p, int from, int to);

/* parse_decl.c */
const pp_decl *par_lookup(parser *p, const char *name, size_t n);
int par_is_typedef_name(parser *p, const pp_token *t);
/* Nonzero when "dcl" is a typedef of an array of numbers ("typedef double
 * vec5[5]"): no pointer among its dimensions, no struct or union
 * elements; a declaration of that type has its dimensions after the
 * declarator's own (par_declarator_rows). */
int par_array_typedef(const pp_decl *dcl);
int par_starts_decl(parser *p, const pp_token *t);
int par_specifiers(parser *p, par_specs *s);
int par_declarator_parse(parser *p, par_declarator *dc);
void par_declarator_rows(par_declarator *dc, const par_specs *s);
const pp_decl *par_file_lookup(void *user, const char *name);
void par_skim_declaration(parser *p);

/* parse_enum.c: the type "enum TAG" (token "tag", or NULL) stands for, at
 * the token after the tag: the enumerator list there, parsed and its
 * constants declared, or the type an earlier one gave the tag; NULL when
 * bbmm-pp does not know it ("packed": an attribute packs it). */
const char *par_enum_spec(parser *p, const pp_token *tag, int packed);
/* Skip attributes at the current token; nonzero when one packs an
 * enumeration. */
int par_enum_attrs(parser *p);
/* The type an enum tag stands for (pp_funcs.enum_type). */
const char *par_enum_tag_type(void *user, const char *tag);
/* The value of enumeration constant "dcl" (known) at token "t" of a
 * region, as an expression of its type. */
pp_expr *par_enum_value(parser *p, const pp_token *t, const pp_decl *dcl);

/* parse_names.c */
pp_expr *par_new_expr(parser *p, pp_expr_kind kind, const pp_token *t, int nargs);
pp_node *par_new_node(parser *p, pp_node_kind kind, const pp_token *t);
int par_find_local(par_region *pr, const char *name);
int par_find_iter(par_region *pr, const char *name);
/* parse_local.c: an array declared inside the region, at its name "nt"
 * ("name" as the region knows it); 0, or -1 after an error. */
int par_region_array(parser *p, par_specs *s, const pp_token *nt, const char *name);
int par_outer_index(parser *p, const char *name, pp_loc loc);
pp_expr *par_member(parser *p, const pp_token *t, const char *name, int affine);
pp_expr *par_subscripted(parser *p, const pp_token *t, const char *name, const pp_decl *dcl, int member,
                         int affine);
int par_is_cast(parser *p);
char *par_cast_type(parser *p, int *pointer);

/* parse_expr.c */
void par_ctl_open(parser *p, int loop);
void par_ctl_close(parser *p);
par_known *par_known_find(par_region *pr, int local, const char *name);
int par_known_type(const char *type);
void par_known_write(parser *p, int local, const char *name, const char *type, const pp_expr *value,
                     const pp_token *t);
pp_expr *par_primary(parser *p, int affine);
const char *par_binop(parser *p, int *prec);
pp_expr *par_cond_expr(parser *p, int affine);
pp_expr *par_expr(parser *p, int affine);
pp_expr *par_expr_rest(parser *p, pp_expr *e);
pp_expr *par_operand(parser *p, const char *op, int affine);

/* parse_stmt.c */
int par_add_local(parser *p, const char *name, const char *type, const pp_token *t);
/* Region scalar "local" is assigned here (a loop's iterator before: read
 * again from here on, parse_stmt.c). */
void par_local_written(parser *p, int local);
par_written *par_find_written(parser *p, const char *name);
void par_record_write(parser *p, const char *name, const pp_decl *dcl, pp_loc loc, const char *op,
                      const pp_expr *rhs);
void par_classify(parser *p);
int par_outer_writable(parser *p, const pp_token *t, const char *name, const pp_decl *dcl);
int par_reserved(const char *name);
int par_region_may_write(parser *p, const char *name);
void par_mark_names(parser *p, const pp_expr *e);
pp_expr *par_copy_expr(parser *p, const pp_expr *e);
pp_node *par_block_items(parser *p, const pp_token *start, int scop);
pp_node *par_stmt(parser *p);
/* Nonzero when "e" reads data (arrays, region scalars, floats, calls). */
int par_reads_data(const pp_expr *e);
/* A new node of kind "kind" at token "t" with "nargs" operands (binary:
 * operator "op"; an integer: the constant "op"); NULL and p->oom when out
 * of memory. */
pp_expr *par_made(parser *p, pp_expr_kind kind, const pp_token *t, int nargs, const char *op);

/* parse_exit.c: record the value loop "n" over "it" (region scalar
 * "local", or -1: an outer scalar) leaves in its iterator, where C's
 * value is known. */
void par_known_exit(parser *p, const pp_node *n, const pp_token *it, int local);
/* Loop "n" over "it" (region scalar "local", or -1) has ended, its exit
 * value recorded: the values that loops in its body left in their
 * iterators hold after it too (par_known_lift). */
void par_known_lift(parser *p, const pp_node *n, const pp_token *it, int local);

/* parse_clauses.c */
int par_pragma_tokens(parser *p, const pp_token *pt, pp_tokens *toks);
char *par_clause_path(parser *p, const pp_token *a);
pp_expr *par_sizeof(parser *p);
int par_clauses(parser *p, pp_tokens *toks, pp_region *r);

/* parse_host.c */
int par_host_accesses(parser *p);

/* parse_inline.c: the current statement calls a function of the file that
 * takes arrays (a parameter declared with [], or a pointer whose argument
 * is not "&x"); parse it as that function's body, inlined. */
int par_inline_wanted(parser *p);
pp_node *par_inline_call(parser *p);
/* ... and a call of an integer function whose body is "{ return E; }",
 * inside an expression: parsed as E ("*used" 0 when not such a call). */
pp_expr *par_inline_value(parser *p, const pp_token *t, const char *name, int affine, int *used);

#endif
