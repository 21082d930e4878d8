/* pragma-tool/extent.c - the elements an array holds by its extents, as
 * an isl set (boxes.c cuts supersets of a reference's elements to it).
 */
#include <limits.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/set.h>

#include "internal.h"

/* The reader of an array extent as an affine expression (pp_array_extent_set):
 * integer constants, the nest's parameters, + - * and parentheses, a
 * product only by a constant.  Built with isl's functions, not its reader
 * (whose error paths, under an exhausted operation budget, keep memory). */
typedef struct bx_ext {
    const char *q;
    isl_local_space *ls;
} bx_ext;

static isl_aff *bx_ext_sum(bx_ext *e);

static void bx_ext_space(bx_ext *e)
{
    while (*e->q == ' ')
        e->q++;
}

/* A constant, a parameter, a negation or a parenthesized sum. */
static isl_aff *bx_ext_atom(bx_ext *e)
{
    isl_ctx *ctx = isl_local_space_get_ctx(e->ls);
    bx_ext_space(e);
    if (*e->q == '-') {
        e->q++;
        return isl_aff_neg(bx_ext_atom(e));
    }
    if (*e->q == '(') {
        isl_aff *a;
        e->q++;
        a = bx_ext_sum(e);
        bx_ext_space(e);
        if (*e->q != ')')
            return isl_aff_free(a);
        e->q++;
        return a;
    }
    if (*e->q >= '0' && *e->q <= '9') {
        long v = 0;
        while (*e->q >= '0' && *e->q <= '9') {
            if (v > (LONG_MAX - 9) / 10)
                return NULL;
            v = v * 10 + (*e->q++ - '0');
        }
        if ((*e->q >= 'a' && *e->q <= 'z') || (*e->q >= 'A' && *e->q <= 'Z') || *e->q == '_' || *e->q == '.')
            return NULL; /* a suffix, a float */
        return isl_aff_val_on_domain(isl_local_space_copy(e->ls), isl_val_int_from_si(ctx, v));
    }
    if ((*e->q >= 'a' && *e->q <= 'z') || (*e->q >= 'A' && *e->q <= 'Z') || *e->q == '_') {
        const char *s0 = e->q;
        char id[128];
        int pos;
        while ((*e->q >= 'a' && *e->q <= 'z') || (*e->q >= 'A' && *e->q <= 'Z') || *e->q == '_' ||
               (*e->q >= '0' && *e->q <= '9'))
            e->q++;
        if ((size_t)(e->q - s0) >= sizeof(id))
            return NULL;
        memcpy(id, s0, (size_t)(e->q - s0));
        id[e->q - s0] = 0;
        pos = isl_local_space_find_dim_by_name(e->ls, isl_dim_param, id);
        if (pos < 0)
            return NULL;
        return isl_aff_var_on_domain(isl_local_space_copy(e->ls), isl_dim_param, (unsigned)pos);
    }
    return NULL;
}

/* A product of atoms, one side of each product constant. */
static isl_aff *bx_ext_term(bx_ext *e)
{
    isl_aff *a = bx_ext_atom(e);
    for (bx_ext_space(e); a && *e->q == '*'; bx_ext_space(e)) {
        isl_aff *f;
        e->q++;
        f = bx_ext_atom(e);
        if (!f || (isl_aff_is_cst(a) != isl_bool_true && isl_aff_is_cst(f) != isl_bool_true)) {
            isl_aff_free(f);
            return isl_aff_free(a);
        }
        a = isl_aff_mul(a, f);
    }
    return a;
}

static isl_aff *bx_ext_sum(bx_ext *e)
{
    isl_aff *a = bx_ext_term(e);
    for (bx_ext_space(e); a && (*e->q == '+' || *e->q == '-'); bx_ext_space(e)) {
        int minus = *e->q++ == '-';
        isl_aff *t = bx_ext_term(e);
        a = minus ? isl_aff_sub(a, t) : isl_aff_add(a, t);
    }
    return a;
}

/* Return the elements array "a" holds by its extents, as a set in the
 * space of "like" (a set of its elements over the nest's parameters), or
 * NULL when an extent is not an affine expression of constants and those
 * parameters (bx_ext). */
isl_set *pp_array_extent_set(const pp_array *a, __isl_keep isl_set *like)
{
    return pp_array_extent_from(a, like, 0);
}

/* The same, bounding only dimensions "first" and after. */
isl_set *pp_array_extent_from(const pp_array *a, __isl_keep isl_set *like, int first)
{
    isl_local_space *ls;
    isl_set *ext;
    int d;
    if (a->ndim <= 0 || a->scalar || a->jagged || a->inferred || !a->extent ||
        a->ndim != (int)isl_set_dim(like, isl_dim_set))
        return NULL; /* (a table's or a pointer's extents are known after the boxes: jagged.c) */
    ls = isl_local_space_from_space(isl_set_get_space(like));
    ext = isl_set_universe(isl_set_get_space(like));
    for (d = first; ext && d < a->ndim; d++) {
        bx_ext e = {a->extent[d], ls};
        isl_aff *n = e.q ? bx_ext_sum(&e) : NULL, *o;
        if (n)
            bx_ext_space(&e);
        if (!n || *e.q) {
            isl_aff_free(n);
            ext = isl_set_free(ext);
            break;
        }
        o = isl_aff_var_on_domain(isl_local_space_copy(ls), isl_dim_set, (unsigned)d);
        ext = isl_set_intersect(ext, isl_aff_ge_set(isl_aff_copy(o), isl_aff_zero_on_domain(isl_local_space_copy(ls))));
        ext = isl_set_intersect(ext, isl_aff_lt_set(o, n));
    }
    isl_local_space_free(ls);
    return ext;
}

