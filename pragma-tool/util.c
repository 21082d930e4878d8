/* pragma-tool/util.c - arena and growable strings (see util.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

#define PP_ARENA_CHUNK 65536

typedef union pp_align_t {
    long double ld;
    long long ll;
    void *p;
} pp_align_t;

struct pp_chunk {
    struct pp_chunk *next;
    size_t used, size;
    pp_align_t data[];
};

struct pp_arena {
    struct pp_chunk *head;
};

pp_arena *pp_arena_new(void)
{
    return calloc(1, sizeof(pp_arena));
}

void pp_arena_free(pp_arena *a)
{
    struct pp_chunk *c, *next;
    if (!a)
        return;
    for (c = a->head; c; c = next) {
        next = c->next;
        free(c);
    }
    free(a);
}

void *pp_alloc(pp_arena *a, size_t n)
{
    struct pp_chunk *c = a->head;
    size_t al = sizeof(pp_align_t);
    void *p;
    n = (n + al - 1) / al * al;
    if (!n)
        n = al;
    if (!c || c->size - c->used < n) {
        size_t size = n > PP_ARENA_CHUNK ? n : PP_ARENA_CHUNK;
        c = malloc(sizeof(*c) + size);
        if (!c)
            return NULL;
        c->size = size;
        c->used = 0;
        c->next = a->head;
        a->head = c;
    }
    p = (char *)c->data + c->used;
    c->used += n;
    memset(p, 0, n);
    return p;
}

char *pp_strndup(pp_arena *a, const char *s, size_t n)
{
    char *t = pp_alloc(a, n + 1);
    if (t) {
        memcpy(t, s, n);
        t[n] = '\0';
    }
    return t;
}

char *pp_strdup(pp_arena *a, const char *s)
{
    return s ? pp_strndup(a, s, strlen(s)) : NULL;
}

char *pp_printf(pp_arena *a, const char *fmt, ...)
{
    pp_str b = {0};
    va_list ap;
    char *s;
    va_start(ap, fmt);
    pp_str_vaddf(&b, fmt, ap);
    va_end(ap);
    s = b.oom ? NULL : pp_str_to_arena(&b, a);
    pp_str_free(&b);
    return s;
}

/* Make room for "n" more bytes in "b"; return 0 or -1. */
static int str_reserve(pp_str *b, size_t n)
{
    size_t cap;
    char *t;
    if (b->oom)
        return -1;
    if (b->len + n + 1 <= b->cap)
        return 0;
    cap = (b->cap ? b->cap * 2 : 256) + n;
    t = realloc(b->s, cap);
    if (!t) {
        b->oom = 1;
        return -1;
    }
    b->s = t;
    b->cap = cap;
    return 0;
}

void pp_str_addn(pp_str *b, const char *s, size_t n)
{
    if (str_reserve(b, n))
        return;
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

void pp_str_add(pp_str *b, const char *s)
{
    pp_str_addn(b, s, strlen(s));
}

void pp_str_vaddf(pp_str *b, const char *fmt, va_list ap)
{
    va_list aq;
    int n;
    va_copy(aq, ap);
    n = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    if (n < 0 || str_reserve(b, (size_t)n))
        return;
    vsnprintf(b->s + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void pp_str_addf(pp_str *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    pp_str_vaddf(b, fmt, ap);
    va_end(ap);
}

const char *pp_str_get(const pp_str *b)
{
    return b->s ? b->s : "";
}

void pp_str_free(pp_str *b)
{
    free(b->s);
    b->s = NULL;
    b->len = b->cap = 0;
    b->oom = 0;
}

char *pp_str_to_arena(pp_str *b, pp_arena *a)
{
    char *s = pp_strndup(a, pp_str_get(b), b->len);
    pp_str_free(b);
    return s;
}

int pp_vec_push(pp_arena *a, void *v, int *n, int *cap, size_t size, const void *x)
{
    char **pv = v;
    if (*n == *cap) {
        int nc = *cap ? *cap * 2 : 4;
        char *t = pp_alloc(a, (size_t)nc * size);
        if (!t)
            return -1;
        if (*n)
            memcpy(t, *pv, (size_t)*n * size);
        *pv = t;
        *cap = nc;
    }
    memcpy(*pv + (size_t)*n * size, x, size);
    (*n)++;
    return 0;
}
