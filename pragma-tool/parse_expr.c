/* pragma-tool/parse_expr.c - region expressions: the known values of
 * scalars (forward substitution into bounds, subscripts and conditions)
 * and the expression parser (names, primaries, unary, binary and
 * conditional expressions).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "parser.h"

/* ---- forward substitution of scalars ------------------------------------ */

static pp_expr *par_unary(parser *p, int affine);

/* Open a control structure around what follows: a loop from its condition
 * on ("loop"), else one branch of an if. */
void par_ctl_open(parser *p, int loop)
{
    par_region *pr = p->pr;
    if (pr->nctl < PAR_MAX_NEST) {
        pr->ctl[pr->nctl].id = ++pr->ctl_ids;
        pr->ctl[pr->nctl].loop = loop;
    }
    pr->nctl++;
}

/* Close the innermost control structure. */
void par_ctl_close(parser *p)
{
    p->pr->nctl--;
}

/* Return the known value of region scalar "local", or (local < 0) of the
 * scalar "name" declared outside the region; NULL when none was kept. */
par_known *par_known_find(par_region *pr, int local, const char *name)
{
    int i;
    for (i = 0; i < pr->nknown; i++)
        if (local >= 0 ? pr->known[i].local == local : pr->known[i].local < 0 && !strcmp(pr->known[i].name, name))
            return &pr->known[i];
    return NULL;
}

/* Nonzero when the value of "k" holds at the current point: the control
 * structures open at its assignment are all still open (the same
 * iteration of each loop around it, the same branch). */
static int par_known_valid(const par_region *pr, const par_known *k)
{
    return k->value && k->level <= pr->nctl && pr->nctl <= PAR_MAX_NEST &&
           (!k->level || pr->ctl[k->level - 1].id == k->path);
}

/* Nonzero when the last write "k" records reaches the current point on
 * every path: the control structures open at it are all still open (with
 * or without a value kept). */
static int par_known_holds(const par_region *pr, const par_known *k)
{
    return k->level <= pr->nctl && pr->nctl <= PAR_MAX_NEST && (!k->level || pr->ctl[k->level - 1].id == k->path);
}

/* Nonzero for the types whose scalars take part: signed int, long and
 * long long (a narrower or unsigned scalar would convert the value). */
int par_known_type(const char *type)
{
    pp_ctype c = type ? pp_ctype_from_words(type) : PP_CT_NONE;
    return c == PP_CT_INT || c == PP_CT_LONG || c == PP_CT_LLONG;
}

static pp_expr *par_known_copy(parser *p, const pp_token *t, const par_known *k);

/* Return a copy of "e", the right side of an assignment, with the scalars
 * it reads replaced by their known values: an expression of constants,
 * loop iterators, names declared outside the region that it does not
 * assign, and + - * / % ?: and comparisons of them; NULL when "e" is not
 * one (array elements, calls, floating point, scalars without a known
 * value). */
static pp_expr *par_known_resolve(parser *p, const pp_token *t, const pp_expr *e)
{
    static const char *const ops[] = {"+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!=", "&&", "||", NULL};
    par_region *pr = p->pr;
    pp_expr *c;
    int i;
    switch (e->kind) {
    case PP_EXPR_INT:
        return par_copy_expr(p, e);
    case PP_EXPR_ID:
        if (e->sym == PP_SYM_ITER || e->sym == PP_SYM_OTHER)
            return par_copy_expr(p, e);
        if (e->sym == PP_SYM_LOCAL || e->sym == PP_SYM_SCALAR) {
            const char *name = e->sym == PP_SYM_SCALAR ? pr->outer[e->index].name : NULL;
            const par_known *k = par_known_find(pr, e->sym == PP_SYM_LOCAL ? e->index : -1, name);
            if (k && par_known_valid(pr, k))
                return par_known_copy(p, t, k);
            /* a name from outside that the region never assigns (an
             * element or member read where the region starts included) */
            if (e->sym == PP_SYM_SCALAR && !k && (pr->outer[e->index].c_expr || !par_find_written(p, name)))
                return par_copy_expr(p, e);
        }
        return NULL;
    case PP_EXPR_CAST:
        if (!par_known_type(e->text))
            return NULL;
        break;
    case PP_EXPR_UNARY:
        if (strcmp(e->op, "-") && strcmp(e->op, "+"))
            return NULL;
        break;
    case PP_EXPR_BINARY:
        for (i = 0; ops[i] && strcmp(ops[i], e->op); i++)
            ;
        if (!ops[i])
            return NULL;
        break;
    case PP_EXPR_PAREN:
    case PP_EXPR_COND:
        break;
    default:
        return NULL;
    }
    c = pp_alloc(p->a, sizeof(*c));
    if (!c) {
        p->oom = 1;
        return NULL;
    }
    *c = *e;
    c->access = -1;
    if (e->nargs && !(c->args = pp_alloc(p->a, sizeof(pp_expr *) * (size_t)e->nargs))) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < e->nargs; i++)
        if (!(c->args[i] = par_known_resolve(p, t, e->args[i])))
            return NULL;
    return c;
}

/* Return the known value of "k" as its scalar holds it, "(type)(value)",
 * for a use at token "t". */
static pp_expr *par_known_copy(parser *p, const pp_token *t, const par_known *k)
{
    pp_expr *cast = par_new_expr(p, PP_EXPR_CAST, t, 1), *paren = par_new_expr(p, PP_EXPR_PAREN, t, 1);
    if (!cast || !paren || !(paren->args[0] = par_copy_expr(p, k->value)))
        return NULL;
    cast->text = (char *)k->type;
    cast->args[0] = paren;
    return cast;
}

/* Record a write at "loc" of region scalar "local", or (local < 0) of the
 * scalar "name" declared outside the region, of type "type": with
 * "value", the assignment "= value", which bounds and subscripts that
 * read the scalar later take instead where par_known_resolve() can
 * express it; without, any other write (a compound assignment, an
 * increment, a loop over it, a call that writes it).  A write inside a
 * loop opened after an earlier value was assigned, where that value was
 * used, reaches the use in the loop's next iteration: refused. */
void par_known_write(parser *p, int local, const char *name, const char *type, const pp_expr *value,
                     const pp_token *t)
{
    par_region *pr = p->pr;
    par_known *k = par_known_find(pr, local, name);
    par_known x;
    int i, j, c;
    if (!pr)
        return;
    if (!k) {
        if (!value)
            return;
        memset(&x, 0, sizeof(x));
        x.local = local;
        x.name = name;
        if (pp_vec_push(p->a, &pr->known, &pr->nknown, &pr->cap_known, sizeof(x), &x)) {
            p->oom = 1;
            return;
        }
        k = &pr->known[pr->nknown - 1];
    }
    for (i = 0; i < k->nuses; i++) {
        const par_use *u = &k->uses[i];
        for (c = 0; c < u->n && c < pr->nctl && c < PAR_MAX_NEST && u->ids[c] == pr->ctl[c].id; c++)
            ;
        for (j = u->level; j < c; j++)
            if (u->loops[j]) {
                par_errorf(p, t,
                           "'%s' is assigned here after a loop bound or subscript at %d:%d took its value (assigned "
                           "at %d:%d): in C the loop's next iteration reads this one; assign it before that use",
                           local >= 0 ? pr->r->locals[local].name : name, u->loc.line, u->loc.col, k->loc.line,
                           k->loc.col);
                return;
            }
    }
    k->value = value && par_known_type(type) && pr->nctl <= PAR_MAX_NEST ? par_known_resolve(p, t, value) : NULL;
    k->exit = 0;
    k->looping = 0;
    k->ran = NULL;
    k->ran_used = 0;
    k->type = type;
    k->level = pr->nctl;
    k->path = pr->nctl ? pr->ctl[pr->nctl - 1].id : 0;
    k->loc = t->loc;
}

/* The region assumes the loops ran that "k" was lifted out of
 * (par_known_lift), once: r->ran.  Nonzero when out of memory. */
static int par_known_assume(parser *p, par_known *k)
{
    par_region *pr = p->pr;
    if (!k->ran || k->ran_used)
        return 0;
    if (pp_vec_push(p->a, &pr->r->ran, &pr->r->nran, &pr->r->cap_ran, sizeof(k->ran), &k->ran)) {
        p->oom = 1;
        return 1;
    }
    par_mark_names(p, k->ran);
    k->ran_used = 1;
    return 0;
}

/* Return the known value of region scalar "local" (or, local < 0, of
 * "name") for its use at token "t" in a bound or subscript ("affine"),
 * or as a value when it is the value a loop left in its iterator; NULL
 * when none holds there (the scalar is then read as it is). */
static pp_expr *par_known_use(parser *p, const pp_token *t, int local, const char *name, int affine)
{
    par_region *pr = p->pr;
    par_known *k = par_known_find(pr, local, name);
    par_use u;
    pp_expr *e;
    int i;
    if (!k || p->no_known || !par_known_valid(pr, k) || (!affine && !k->exit))
        return NULL;
    memset(&u, 0, sizeof(u));
    u.n = pr->nctl;
    u.level = k->level;
    u.loc = t->loc;
    u.ids = pp_alloc(p->a, sizeof(int) * (size_t)(u.n ? u.n : 1));
    u.loops = pp_alloc(p->a, sizeof(int) * (size_t)(u.n ? u.n : 1));
    if (!u.ids || !u.loops || pp_vec_push(p->a, &k->uses, &k->nuses, &k->cap_uses, sizeof(u), &u)) {
        p->oom = 1;
        return NULL;
    }
    for (i = 0; i < u.n; i++) {
        u.ids[i] = pr->ctl[i].id;
        u.loops[i] = pr->ctl[i].loop;
    }
    if (par_known_assume(p, k))
        return NULL;
    e = par_known_copy(p, t, k);
    if (e)
        par_mark_names(p, e);
    return e;
}

/* Parse argument "j" (from 0) of a call of the user's function "k" at a
 * pointer parameter: "&x" for a scalar x declared inside the region (the
 * call writes it). */
static pp_expr *par_out_arg(parser *p, int k, int j)
{
    pp_token *t = par_tok(p), *nt = par_peek(p, 1);
    const char *fname = p->m->funcs[k].name, *want = p->m->funcs[k].param_type[j], *have = NULL;
    char *name = nt->kind == PP_TOK_IDENT ? par_text(p, nt) : NULL;
    int local = name ? par_find_local(p->pr, name) : -1;
    pp_expr *id, *e;
    if (!pp_tok_is(t, "&")) {
        par_errorf(p, t, "argument %d of '%s' is a pointer: pass '&x' for a scalar x declared inside the region",
                   j + 1, fname);
        return NULL;
    }
    if (name && local < 0 && !p->second && par_find_iter(p->pr, name) < 0 && !pp_tok_is(par_peek(p, 2), "[") &&
        (pp_tok_is(par_peek(p, 2), ",") || pp_tok_is(par_peek(p, 2), ")"))) {
        /* First pass: a scalar declared outside the region, written by the
         * call; the second pass sees it as a local of the region. */
        const pp_decl *dcl = par_lookup(p, name, strlen(name));
        if (par_outer_writable(p, nt, name, dcl))
            return NULL;
        par_record_write(p, name, dcl, nt->loc, NULL, NULL);
        par_known_write(p, -1, name, NULL, NULL, nt);
        e = par_new_expr(p, PP_EXPR_ADDR, t, 1);
        id = par_new_expr(p, PP_EXPR_ID, nt, 0);
        if (!e || !id)
            return NULL;
        id->text = name;
        id->sym = PP_SYM_OTHER;
        e->args[0] = id;
        par_next(p);
        par_next(p);
        return e;
    }
    if (name && local < 0) {
        const char *why = pp_tok_is(par_peek(p, 2), "[") ? "an array element"
                          : par_find_iter(p->pr, name) >= 0 ? "a loop iterator"
                                                            : "declared outside the region";
        if (pp_tok_is(par_peek(p, 2), "["))
            par_errorf(p, t, "argument %d of '%s' must be '&x' for a scalar x declared inside the region, not the "
                             "address of %s",
                       j + 1, fname, why);
        else
            par_errorf(p, t, "argument %d of '%s' must be '&x' for a scalar x declared inside the region: '%s' is %s",
                       j + 1, fname, name, why);
        return NULL;
    }
    if (!name || (!pp_tok_is(par_peek(p, 2), ",") && !pp_tok_is(par_peek(p, 2), ")"))) {
        par_errorf(p, t, "argument %d of '%s' must be '&x' for a scalar x declared inside the region", j + 1, fname);
        return NULL;
    }
    if (pp_func_type(p->pr->r->locals[local].type, &have, NULL) || strcmp(have, want)) {
        par_errorf(p, t, "argument %d of '%s' points to '%s', but '%s' has type '%s'", j + 1, fname, want, name,
                   p->pr->r->locals[local].type);
        return NULL;
    }
    par_known_write(p, local, NULL, NULL, NULL, nt);
    par_local_written(p, local);
    e = par_new_expr(p, PP_EXPR_ADDR, t, 1);
    id = par_new_expr(p, PP_EXPR_ID, nt, 0);
    if (!e || !id)
        return NULL;
    id->text = name;
    id->sym = PP_SYM_LOCAL;
    id->index = local;
    e->args[0] = id;
    par_next(p);
    par_next(p);
    return e;
}

/* Parse the arguments of compiler builtin "name" (at "t"; the "(" is the
 * current token) that <math.h> and common macros expand to, into what it
 * computes: __builtin_expect(x, c) (likely(), unlikely()) is x, and
 * __builtin_huge_val() and __builtin_inf() (HUGE_VAL) are the double
 * infinity, __builtin_huge_valf() and __builtin_inff() (HUGE_VALF,
 * INFINITY) the float one. */
static pp_expr *par_builtin(parser *p, const pp_token *t, const char *name)
{
    pp_expr *e, *x = NULL;
    par_next(p);
    if (!strcmp(name, "__builtin_expect")) {
        if (!(x = par_cond_expr(p, 0)) || par_expect(p, ",") || !par_cond_expr(p, 0))
            return NULL;
        if (!(e = par_new_expr(p, PP_EXPR_PAREN, t, 1)))
            return NULL;
        e->args[0] = x;
    } else if ((e = par_new_expr(p, PP_EXPR_FLOAT, t, 0)) != NULL) { /* OpenCL C's macros, typed alike */
        e->text = name[strlen(name) - 1] == 'f' ? "HUGE_VALF" : "INFINITY";
    } else {
        return NULL;
    }
    return par_expect(p, ")") ? NULL : e;
}

/* Parse an identifier expression (name, call or array element) at the
 * current token. */
static pp_expr *par_name_expr(parser *p, int affine)
{
    pp_token *t = par_tok(p);
    char *name = par_text(p, t);
    pp_expr *e;
    int k;
    if (!name)
        return NULL;
    par_next(p);
    if (par_is(p, "(") && (!strcmp(name, "__builtin_expect") || !strcmp(name, "__builtin_huge_val") ||
                           !strcmp(name, "__builtin_inf") || !strcmp(name, "__builtin_huge_valf") ||
                           !strcmp(name, "__builtin_inff")))
        return par_builtin(p, t, name);
    if (par_is(p, "(")) { /* "imin(a, b)" of the file: its value's expression */
        int used;
        pp_expr *v = par_inline_value(p, t, name, affine, &used);
        if (used)
            return v;
    }
    if (par_is(p, "(")) {
        pp_expr *args[64];
        int n = 0, i, k = -1, stmt_call = p->stmt_call, defined = pp_func_defined(&p->fs, name);
        const pp_decl *dcl = par_lookup(p, name, strlen(name));
        p->stmt_call = 0;
        if (par_find_local(p->pr, name) >= 0 || par_find_iter(p->pr, name) >= 0 || (dcl && !dcl->is_func && dcl->ndim)) {
            par_error_at(p, t, "called object '%s' is not a function", name);
            return NULL;
        }
        if (!defined && pp_func_c_only(name)) { /* what it is, before any error in its arguments */
            pp_func_resolve(&p->fs, name, t, NULL);
            p->pr->failed = 1;
            return NULL;
        }
        if (defined && (k = pp_func_resolve(&p->fs, name, t, NULL)) == -2) {
            p->pr->failed = 1;
            return NULL;
        }
        par_next(p);
        while (!par_is(p, ")")) {
            int out = k >= 0 && n < p->m->funcs[k].nparams && p->m->funcs[k].param_out[n];
            if (n == 64) {
                par_error_at(p, par_tok(p), "%s", "too many arguments");
                return NULL;
            }
            if (k >= 0 && !out && n < p->m->funcs[k].nparams && par_is(p, "&")) {
                par_errorf(p, par_tok(p), "argument %d of '%s' is a value, not a pointer", n + 1, name);
                return NULL;
            }
            args[n] = out ? par_out_arg(p, k, n) : par_cond_expr(p, 0);
            if (!args[n])
                return NULL;
            n++;
            if (!par_accept(p, ",")) {
                if (!par_is(p, ")")) {
                    par_expected(p, "',' or ')'");
                    return NULL;
                }
            }
        }
        par_next(p);
        if (!defined) {
            pp_func_resolve(&p->fs, name, t, NULL);
            p->pr->failed = 1;
            return NULL;
        }
        if (k >= 0 && n != p->m->funcs[k].nparams) {
            par_errorf(p, t, "'%s' takes %d argument%s but is called with %d", name, p->m->funcs[k].nparams,
                       p->m->funcs[k].nparams == 1 ? "" : "s", n);
            return NULL;
        }
        if (k >= 0 && !stmt_call && !strcmp(p->m->funcs[k].ret_type, "void")) {
            par_errorf(p, t, "'%s' returns no value: call it as a statement ('%s(...);')", name, name);
            return NULL;
        }
        e = par_new_expr(p, PP_EXPR_CALL, t, n);
        if (!e)
            return NULL;
        e->text = name;
        e->index = k;
        for (i = 0; i < n; i++)
            e->args[i] = args[i];
        return e;
    }
    if (par_is(p, "[")) {
        const pp_decl *dcl;
        if (par_find_local(p->pr, name) >= 0 || par_find_iter(p->pr, name) >= 0) {
            par_error_at(p, t, "subscripted value '%s' is not an array", name);
            return NULL;
        }
        dcl = par_lookup(p, name, strlen(name));
        if (!dcl || dcl->is_typedef || dcl->is_func) {
            par_error_at(p, t, dcl ? "subscripted value '%s' is not an array" : "use of undeclared array '%s'",
                         name);
            return NULL;
        }
        if (!dcl->ndim) {
            par_error_at(p, t,
                         dcl->ptr_typedef ? "subscripted value '%s' is declared with a typedef of a pointer type, "
                                            "which bbmm-pp does not see through: write the '*' in its declaration"
                                          : "subscripted value '%s' is not an array",
                         name);
            return NULL;
        }
        return par_subscripted(p, t, name, dcl, 0, affine);
    }
    if (par_is(p, ".") || par_is(p, "->"))
        return par_member(p, t, name, affine);
    e = par_new_expr(p, PP_EXPR_ID, t, 0);
    if (!e)
        return NULL;
    e->text = name;
    if ((k = par_find_iter(p->pr, name)) >= 0) {
        e->sym = PP_SYM_ITER;
        e->index = k;
    } else if ((k = par_find_local(p->pr, name)) >= 0) {
        pp_expr *v;
        int l;
        for (l = p->pr->nlvars - 1; l >= 0; l--)
            if (!strcmp(p->pr->lvars[l].name, name))
                break;
        if (l >= 0 && p->pr->lvars[l].looped && p->no_known != 1) {
            /* a loop over it ended: its memory does not hold what the
             * loop left (a kernel's iterator is private); a read is
             * allowed where the last write reaches it on every path, and
             * then takes that loop's known value or the assignment's */
            par_known *kn = par_known_find(p->pr, k, name);
            if (!kn || kn->looping) {
                par_error_at(p, t, "'%s' is read after a loop over it inside the region, and the value that loop leaves in it "
                                   "is not known (a loop stepping by a constant to a bound with '<', '<=', '>' or '>=', or by 1 or -1 to one with '!=', leaves a known one): keep the value in another scalar",
                             name);
                return NULL;
            }
            if (!par_known_holds(p->pr, kn) && kn->exit) {
                par_errorf(p, t, "'%s' is read after the loops or the if around its loop over '%s' (%d:%d), and bbmm-pp "
                                 "knows the value that loop leaves in it only inside them (a loop under an if, "
                                 "or a bound that names another loop's iterator, leaves no known value outside): "
                                 "keep the value in another scalar, or read it after the region",
                           name, name, kn->loc.line, kn->loc.col);
                return NULL;
            }
            if (!par_known_holds(p->pr, kn)) {
                par_errorf(p, t, "'%s' is read after a loop over it and an assignment to it at %d:%d inside loops or an if "
                                 "that have ended: where the assignment did not run, it holds what the loop left, "
                                 "which bbmm-pp does not know here; assign it where it is read, or read it after the "
                                 "region",
                           name, kn->loc.line, kn->loc.col);
                return NULL;
            }
            if (par_known_assume(p, kn)) /* a value lifted out of loops, read from memory */
                return NULL;
        }
        v = par_known_use(p, t, k, NULL, affine || p->subst_known);
        if (v || p->oom)
            return v;
        e->sym = PP_SYM_LOCAL;
        e->index = k;
    } else {
        const pp_decl *dcl = par_lookup(p, name, strlen(name));
        pp_expr *v;
        if (dcl && dcl->ndim && !dcl->is_func) {
            par_error_at(p, t, "array '%s' used without subscripts: pointer arithmetic on arrays is not supported",
                         name);
            return NULL;
        }
        if (dcl && dcl->is_func) {
            par_error_at(p, t, "function '%s' used as a value", name);
            return NULL;
        }
        if (dcl && dcl->enumerator && dcl->known) /* an enumeration constant: its value */
            return par_enum_value(p, t, dcl);
        v = par_known_use(p, t, -1, name, affine || p->subst_known);
        if (v || p->oom)
            return v;
        k = par_outer_index(p, name, t->loc);
        if (k < 0)
            return NULL;
        /* a name in a bound, subscript or condition is a parameter; so is
         * an enumeration constant whose value bbmm-pp does not compute,
         * wherever it is read (the host passes its value) */
        if ((affine || (dcl && dcl->enumerator)) && !p->pr->outer[k].affine) {
            p->pr->outer[k].affine = 1;
            p->pr->outer[k].affine_loc = t->loc;
        }
        e->sym = PP_SYM_SCALAR;
        e->index = k;
        if (pp_vec_push(p->a, &p->pr->refs, &p->pr->nrefs, &p->pr->cap_refs, sizeof(e), &e)) {
            p->oom = 1;
            return NULL;
        }
    }
    return e;
}

/* The index just past a row expression starting at token "i" (a name,
 * its member path and subscripts, "A[i]", "g->x[i]", or one such in
 * parentheses subscripted further, "(A[i])[j]"), else -1. */
static int par_row_end(parser *p, int i, int depth)
{
    int n = p->t->n;
    if (i >= n || depth > 8)
        return -1;
    if (pp_tok_is(&p->t->v[i], "(")) {
        i = par_row_end(p, i + 1, depth + 1);
        if (i < 0 || i >= n || !pp_tok_is(&p->t->v[i], ")"))
            return -1;
        i++;
    } else if (p->t->v[i].kind == PP_TOK_IDENT) {
        i++;
    } else {
        return -1;
    }
    while (i < n) {
        const pp_token *k = &p->t->v[i];
        if ((pp_tok_is(k, ".") || pp_tok_is(k, "->")) && i + 1 < n && p->t->v[i + 1].kind == PP_TOK_IDENT) {
            i += 2;
        } else if (pp_tok_is(k, "[")) {
            int d = 0;
            for (; i < n; i++) {
                d += pp_tok_is(&p->t->v[i], "[") - pp_tok_is(&p->t->v[i], "]");
                if (!d)
                    break;
            }
            i++;
        } else {
            break;
        }
    }
    return i;
}

/* The index of the ")" when the tokens from "(" at "open" are a row
 * expression (par_row_end), then ")" and "[": a row in parentheses,
 * subscripted further ("(A[i])[j]", as function-like macros write
 * "(f)[0]"); else 0. */
int par_row_in_parens(parser *p, const pp_token *open)
{
    int i = par_row_end(p, (int)(open - p->t->v) + 1, 0), n = p->t->n;
    return i > 0 && i + 1 < n && pp_tok_is(&p->t->v[i], ")") && pp_tok_is(&p->t->v[i + 1], "[") ? i : 0;
}

/* Parse a primary or postfix expression. */
pp_expr *par_primary(parser *p, int affine)
{
    pp_token *t = par_tok(p);
    pp_expr *e;
    if (t->kind == PP_TOK_IDENT)
        return par_name_expr(p, affine);
    if (t->kind == PP_TOK_NUMBER || t->kind == PP_TOK_CHAR) {
        int is_float = 0, i;
        if (t->kind == PP_TOK_NUMBER && !(t->len > 1 && t->text[0] == '0' && (t->text[1] == 'x' || t->text[1] == 'X'))) {
            for (i = 0; i < t->len; i++)
                if (t->text[i] == '.' || t->text[i] == 'e' || t->text[i] == 'E')
                    is_float = 1;
        } else if (t->kind == PP_TOK_NUMBER) {
            for (i = 0; i < t->len; i++)
                if (t->text[i] == '.' || t->text[i] == 'p' || t->text[i] == 'P')
                    is_float = 1;
        }
        e = par_new_expr(p, t->kind == PP_TOK_CHAR ? PP_EXPR_CHAR : is_float ? PP_EXPR_FLOAT : PP_EXPR_INT, t, 0);
        if (!e)
            return NULL;
        e->text = par_text(p, t);
        if (e->kind == PP_EXPR_CHAR) {
            int is_unsigned;
            const char *why = pp_char_value(t->text, t->len, &e->value, &is_unsigned);
            if (why) {
                par_errorf(p, t, "character constant %.*s %s", t->len, t->text, why);
                return NULL;
            }
        }
        if (e->kind == PP_EXPR_INT) {
            char *end;
            e->value = strtoll(e->text, &end, 0);
            while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
                end++;
            if (*end) {
                par_error_at(p, t, "invalid integer constant '%s'", e->text);
                return NULL;
            }
        }
        par_next(p);
        return e;
    }
    if (t->kind == PP_TOK_STRING) {
        par_error_at(p, t, "%s", "string literals are not supported in a region");
        return NULL;
    }
    if (pp_tok_is(t, "(")) {
        pp_expr *inner;
        int close;
        par_next(p);
        if (par_is(p, "{")) { /* GCC's ({ ... }), as macros such as a typeof max() expand */
            par_error_at(p, t, "%s",
                         "a statement expression '({ ... })' (GCC's extension, as some min/max macros expand to) "
                         "is not supported in a region: write it as a ?: expression or a function");
            return NULL;
        }
        if (p->nrow_paren < PAR_ROW_PARENS && (close = par_row_in_parens(p, t)) > 0) {
            /* "(A[i])[j]" is "A[i][j]": the element's subscripts go on past the ")" */
            int at = p->nrow_paren++;
            p->row_paren[at] = close;
            while (pp_tok_is(par_tok(p), "(") && p->nrow_paren < PAR_ROW_PARENS) { /* "((A[i]))[j]" */
                int j = par_row_end(p, (int)(par_tok(p) - p->t->v) + 1, 0);
                if (j <= 0 || !pp_tok_is(&p->t->v[j], ")") || j + 1 != p->row_paren[p->nrow_paren - 1])
                    break;
                p->row_paren[p->nrow_paren++] = j;
                par_next(p);
            }
            inner = par_primary(p, affine);
            if (!inner)
                return NULL;
            if (p->nrow_paren <= at) /* stepped over */
                return inner;
            p->nrow_paren = at;
        } else {
            inner = par_expr(p, affine);
        }
        if (!inner || par_expect(p, ")"))
            return NULL;
        if (inner->kind == PP_EXPR_ACCESS && (par_is(p, ".") || par_is(p, "->"))) {
            par_errorf(p, par_tok(p),
                       "member access ('%s') through '%s', an array of structs, is not supported in a region",
                       par_is(p, ".") ? "." : "->", inner->text);
            return NULL;
        }
        e = par_new_expr(p, PP_EXPR_PAREN, t, 1);
        if (!e)
            return NULL;
        e->args[0] = inner;
        if (par_is(p, "[")) {
            par_error_at(p, par_tok(p), "%s", "subscript of a parenthesized expression: pointer arithmetic on arrays is not supported");
            return NULL;
        }
        return e;
    }
    par_expected(p, "an expression");
    return NULL;
}

/* Return nonzero when "e" is an array name used as a pointer. */
static const char *par_array_name(parser *p, const pp_token *t)
{
    const pp_decl *dcl;
    if (t->kind != PP_TOK_IDENT || par_find_local(p->pr, par_text(p, t)) >= 0)
        return NULL;
    dcl = par_lookup(p, t->text, (size_t)t->len);
    return dcl && dcl->ndim && !dcl->is_func ? dcl->name : NULL;
}

/* The name of the function whose argument list holds the current token
 * ("ext" in "ext(&t, 1.0)"), or NULL when it is in none (within the
 * statement). */
static const pp_token *par_call_around(parser *p)
{
    int i, depth = 0;
    for (i = p->pos - 1; i > 0; i--) {
        const pp_token *u = &p->t->v[i];
        if (pp_tok_is(u, ")"))
            depth++;
        else if (pp_tok_is(u, "(") && depth > 0)
            depth--;
        else if (pp_tok_is(u, "(")) {
            const pp_token *f = &p->t->v[i - 1];
            return f->kind == PP_TOK_IDENT && !pp_tok_is(f, "if") && !pp_tok_is(f, "while") &&
                           !pp_tok_is(f, "for") && !pp_tok_is(f, "switch") && !pp_tok_is(f, "sizeof") &&
                           !pp_tok_is(f, "return")
                       ? f
                       : NULL;
        } else if (depth == 0 && (pp_tok_is(u, ";") || pp_tok_is(u, "{") || pp_tok_is(u, "}")))
            return NULL;
    }
    return NULL;
}

/* Parse a unary expression (including casts) at the current nesting
 * level (par_unary() enters it). */
static pp_expr *par_unary_expr(parser *p, int affine)
{
    pp_token *t = par_tok(p);
    pp_expr *e, *x;
    if (pp_tok_is(t, "-") || pp_tok_is(t, "+") || pp_tok_is(t, "!") || pp_tok_is(t, "~")) {
        par_next(p);
        x = par_unary(p, affine);
        if (!x)
            return NULL;
        e = par_new_expr(p, PP_EXPR_UNARY, t, 1);
        if (!e)
            return NULL;
        e->op = pp_tok_is(t, "-") ? "-" : pp_tok_is(t, "+") ? "+" : pp_tok_is(t, "!") ? "!" : "~";
        e->args[0] = x;
        return e;
    }
    if (pp_tok_is(t, "*") || pp_tok_is(t, "&")) {
        const char *arr = par_array_name(p, par_peek(p, 1));
        if (!arr && pp_tok_is(par_peek(p, 1), "("))
            arr = par_array_name(p, par_peek(p, 2));
        const pp_token *call = arr ? NULL : par_call_around(p);
        char *fname = call ? par_text(p, call) : NULL;
        if (arr)
            par_error_at(p, t, "pointer arithmetic on array '%s' is not supported: use subscripts", arr);
        else if (fname && !pp_func_defined(&p->fs, fname))
            /* EP's randlc(&t1, t2), randlc in another file */
            par_errorf(p, t,
                         "unary '%s' in an argument of '%s': a kernel cannot call '%s', which is neither a math "
                         "function nor a function defined earlier in this file (a function of this file may take "
                         "'&x' of a scalar x declared in the region)",
                         pp_tok_is(t, "*") ? "*" : "&", fname, fname);
        else
            par_error_at(p, t, "unary '%s' is not supported in a region", pp_tok_is(t, "*") ? "*" : "&");
        return NULL;
    }
    if (pp_tok_is(t, "++") || pp_tok_is(t, "--")) {
        par_error_at(p, t, "'%s' inside an expression is not supported", pp_tok_is(t, "++") ? "++" : "--");
        return NULL;
    }
    if (pp_tok_is(t, "sizeof"))
        return par_sizeof(p);
    if (pp_tok_is(t, "_Alignof")) {
        par_error_at(p, t, "'%s' is not supported in a region", par_spell(p, t));
        return NULL;
    }
    if (par_is_cast(p)) {
        int pointer;
        char *type;
        par_next(p);
        type = par_cast_type(p, &pointer);
        if (!type || par_expect(p, ")"))
            return NULL;
        if (pointer) {
            const char *arr = par_array_name(p, par_tok(p));
            if (!arr && par_is(p, "("))
                arr = par_array_name(p, par_peek(p, 1));
            if (arr)
                par_error_at(p, t, "cast of array '%s' is not supported", arr);
            else
                par_error_at(p, t, "cast to pointer type '%s' is not supported in a region", type);
            return NULL;
        }
        x = par_unary(p, affine);
        if (!x)
            return NULL;
        e = par_new_expr(p, PP_EXPR_CAST, t, 1);
        if (!e)
            return NULL;
        e->text = type;
        e->args[0] = x;
        return e;
    }
    e = par_primary(p, affine);
    if (e && (par_is(p, "++") || par_is(p, "--"))) {
        par_error_at(p, par_tok(p), "'%s' inside an expression is not supported", par_is(p, "++") ? "++" : "--");
        return NULL;
    }
    return e;
}

static const struct {
    const char *op;
    int prec;
} par_binops[] = {{"||", 1}, {"&&", 2}, {"|", 3},  {"^", 4},  {"&", 5},  {"==", 6}, {"!=", 6},
                  {"<", 7},  {"<=", 7}, {">", 7},  {">=", 7}, {"<<", 8}, {">>", 8}, {"+", 9},
                  {"-", 9},  {"*", 10}, {"/", 10}, {"%", 10}, {NULL, 0}};

/* Parse a unary expression (including casts), one level deeper. */
static pp_expr *par_unary(parser *p, int affine)
{
    pp_expr *e;
    if (par_enter(p, par_tok(p), 1))
        return NULL;
    e = par_unary_expr(p, affine);
    p->nest--;
    return e;
}

/* Return the binary operator at the current token and its precedence. */
const char *par_binop(parser *p, int *prec)
{
    int i;
    for (i = 0; par_binops[i].op; i++)
        if (par_is(p, par_binops[i].op)) {
            *prec = par_binops[i].prec;
            return par_binops[i].op;
        }
    return NULL;
}

/* Parse binary operators of precedence at least "min" (precedence
 * climbing). */
static pp_expr *par_binary(parser *p, int min, int affine)
{
    pp_expr *lhs = par_unary(p, affine);
    for (;;) {
        int prec;
        const char *op = par_binop(p, &prec);
        pp_token *t = par_tok(p);
        pp_expr *rhs, *e;
        if (!lhs || !op || prec < min)
            return lhs;
        par_next(p);
        rhs = par_binary(p, prec + 1, affine);
        if (!rhs)
            return NULL;
        e = par_new_expr(p, PP_EXPR_BINARY, t, 2);
        if (!e)
            return NULL;
        e->op = op;
        e->loc = lhs->loc;
        e->args[0] = lhs;
        e->args[1] = rhs;
        lhs = e;
    }
}

/* Parse the right operand of binary operator "op": the operators that
 * bind tighter than it (the "e" of "i-- > e"). */
pp_expr *par_operand(parser *p, const char *op, int affine)
{
    int i;
    for (i = 0; par_binops[i].op; i++)
        if (!strcmp(par_binops[i].op, op))
            return par_binary(p, par_binops[i].prec + 1, affine);
    return NULL;
}

/* Parse a conditional expression at the current nesting level
 * (par_cond_expr() enters it). */
static pp_expr *par_conditional(parser *p, int affine)
{
    pp_expr *c = par_binary(p, 1, affine), *a, *b, *e;
    pp_token *t = par_tok(p);
    if (!c || !par_accept(p, "?"))
        return c;
    a = par_expr(p, affine);
    if (!a || par_expect(p, ":"))
        return NULL;
    b = par_cond_expr(p, affine);
    if (!b)
        return NULL;
    e = par_new_expr(p, PP_EXPR_COND, t, 3);
    if (!e)
        return NULL;
    e->loc = c->loc;
    e->args[0] = c;
    e->args[1] = a;
    e->args[2] = b;
    return e;
}

/* Parse a conditional expression, one level deeper. */
pp_expr *par_cond_expr(parser *p, int affine)
{
    pp_expr *e;
    if (par_enter(p, par_tok(p), 1))
        return NULL;
    e = par_conditional(p, affine);
    p->nest--;
    return e;
}

/* Parse an expression (no assignment, no comma). */
pp_expr *par_expr(parser *p, int affine)
{
    return par_expr_rest(p, par_cond_expr(p, affine));
}

/* The expression "e" just parsed, or NULL with an error where a comma or
 * an assignment follows it. */
pp_expr *par_expr_rest(parser *p, pp_expr *e)
{
    if (e && par_is(p, ",")) {
        par_error_at(p, par_tok(p), "%s",
                     "the comma operator is not supported inside an expression in a region; a comma expression "
                     "is accepted as a whole statement ('a = x, b = y;', '(a = x, b = y);'), whose operands run "
                     "in order");
        return NULL;
    }
    if (e && (par_is(p, "=") || par_is(p, "+=") || par_is(p, "-=") || par_is(p, "*=") || par_is(p, "/="))) {
        par_error_at(p, par_tok(p), "%s", "assignment inside an expression is not supported");
        return NULL;
    }
    return e;
}

/* ---- integer constant expressions of loop steps ---------------------------- */

/* Nonzero when a number in "e" is unsigned (a suffix with 'u' or 'U'). */
static int pp_expr_has_unsigned(const pp_expr *e)
{
    int i;
    if (e->kind == PP_EXPR_INT)
        return strchr(e->text, 'u') || strchr(e->text, 'U');
    for (i = 0; i < e->nargs; i++)
        if (e->args[i] && pp_expr_has_unsigned(e->args[i]))
            return 1;
    return 0;
}

/* The value of the integer constant expression "e" of a loop step into
 * "*v": numbers, enumeration constants (par_enum_value spells them as
 * numbers), unary + and -, + - * / % and parentheses, casts to integer
 * types of values they hold; 0, or -1 for
 * anything else, a zero divisor, an unsigned constant made negative, or
 * a magnitude past PAR_STEP_MAX on the way. */
int par_step_value(const pp_expr *e, long long *v)
{
    long long a, b;
    switch (e->kind) {
    case PP_EXPR_INT: {
        char *end;
        errno = 0;
        a = strtoll(e->text, &end, 0);
        if (errno || end == e->text || a >= PAR_STEP_MAX)
            return -1;
        *v = a;
        return 0;
    }
    case PP_EXPR_PAREN:
        return par_step_value(e->args[0], v);
    case PP_EXPR_UNARY:
        if (strcmp(e->op, "-") && strcmp(e->op, "+"))
            return -1;
        if (par_step_value(e->args[0], &a))
            return -1;
        if (!strcmp(e->op, "-") && pp_expr_has_unsigned(e->args[0]))
            return -1; /* -1U is UINT_MAX */
        *v = !strcmp(e->op, "-") ? -a : a;
        return 0;
    case PP_EXPR_BINARY:
        if (par_step_value(e->args[0], &a) || par_step_value(e->args[1], &b))
            return -1;
        if (!strcmp(e->op, "+"))
            *v = a + b;
        else if (!strcmp(e->op, "-") && !(a < b && (pp_expr_has_unsigned(e->args[0]) || pp_expr_has_unsigned(e->args[1]))))
            *v = a - b;
        else if (!strcmp(e->op, "*") && (a == 0 || (b < PAR_STEP_MAX / (a < 0 ? -a : a) && -b < PAR_STEP_MAX / (a < 0 ? -a : a))))
            *v = a * b;
        else if ((!strcmp(e->op, "/") || !strcmp(e->op, "%")) && b != 0 &&
                 !((a < 0 || b < 0) && (pp_expr_has_unsigned(e->args[0]) || pp_expr_has_unsigned(e->args[1]))))
            *v = !strcmp(e->op, "/") ? a / b : a % b;
        else
            return -1;
        return *v <= -PAR_STEP_MAX || *v >= PAR_STEP_MAX ? -1 : 0;
    case PP_EXPR_CAST: { /* "(int)2", "(long)(sizeof(double) / 4)": a value the type holds as it is */
        pp_ctype ct = e->text ? pp_ctype_from_words(e->text) : PP_CT_NONE;
        long long lo = ct == PP_CT_INT || ct == PP_CT_LONG || ct == PP_CT_LLONG ? -2147483647LL
                       : ct == PP_CT_SHORT || ct == PP_CT_SCHAR                 ? -127
                                                                               : 0;
        long long hi = ct == PP_CT_SCHAR || ct == PP_CT_CHAR ? 127 : ct == PP_CT_UCHAR ? 255
                       : ct == PP_CT_SHORT                   ? 32767
                       : ct == PP_CT_USHORT                  ? 65535
                       : ct == PP_CT_NONE || ct == PP_CT_BOOL || ct == PP_CT_FLOAT || ct == PP_CT_DOUBLE ? -1
                                                             : 2147483647LL;
        if (par_step_value(e->args[0], &a) || a < lo || a > hi)
            return -1;
        *v = a;
        return 0;
    }
    default:
        return -1;
    }
}
