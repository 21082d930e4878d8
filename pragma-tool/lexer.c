/* pragma-tool/lexer.c - C tokens with positions (see lexer.h). */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"

/* Largest line number a line marker may set: counting on from it cannot
 * overflow an int. */
#define LEX_MAX_LINE (1L << 30)

/* Longest line the exact alignment takes as a whole: (tokens + 1) squared
 * at most this many table cells; longer lines are aligned in windows of
 * ALIGN_WINDOW tokens. */
#define ALIGN_EXACT_CELLS (1L << 20)
#define ALIGN_WINDOW 128
/* In a long line, a difference ends where ALIGN_RUN equal tokens follow
 * within ALIGN_SKEW tokens each way (a macro and its expansion). */
#define ALIGN_SKEW 16
#define ALIGN_RUN 3

typedef struct lexer {
    pp_arena *a;
    const char *p, *end, *line_start;
    const char *file;
    int line;        /* line in "file" */
    int at_bol;      /* only blanks so far on this line */
    int main_set;
    int depth;       /* included files entered (line marker flags 1 and 2) */
    int raw;
    const char *text;
    pp_tokens *toks;
} lexer;

static const char *const lex_puncts[] = {
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "+=",  "-=",  "*=",  "/=", "%=", "&=", "^=", "|=", "##", NULL};

int pp_tok_is(const pp_token *t, const char *s)
{
    size_t n = strlen(s);
    return t->kind != PP_TOK_EOF && t->kind != PP_TOK_PRAGMA && (size_t)t->len == n &&
           !memcmp(t->text, s, n);
}

/* Advance "lx" past one newline at lx->p. */
static void lex_newline(lexer *lx)
{
    lx->p++;
    lx->line++;
    lx->line_start = lx->p;
    lx->at_bol = 1;
}

/* Return the interned copy of the file name "s" ("n" bytes, with C
 * escapes still in it). */
static const char *lex_intern(lexer *lx, const char *s, size_t n)
{
    char *t = pp_alloc(lx->a, n + 1), *q = t;
    size_t i;
    if (!t)
        return NULL;
    for (i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n)
            i++;
        *q++ = s[i];
    }
    *q = '\0';
    if (lx->file && !strcmp(lx->file, t))
        return lx->file;
    if (lx->toks->main_file && !strcmp(lx->toks->main_file, t))
        return lx->toks->main_file;
    return t;
}

/* Append token "t" to lx->toks (on the heap when lx->toks->heap); return
 * 0 or -1. */
static int lex_push(lexer *lx, const pp_token *t)
{
    pp_tokens *v = lx->toks;
    if (!v->heap)
        return pp_vec_push(lx->a, &v->v, &v->n, &v->cap, sizeof(*t), t);
    if (v->n == v->cap) {
        int cap = v->cap ? v->cap * 2 : 1024;
        pp_token *nv = v->cap < (1 << 29) ? realloc(v->v, sizeof(*t) * (size_t)cap) : NULL;
        if (!nv)
            return -1;
        v->v = nv;
        v->cap = cap;
    }
    v->v[v->n++] = *t;
    return 0;
}

void pp_tokens_free(pp_tokens *toks)
{
    if (toks->heap)
        free(toks->v);
    toks->v = NULL;
    toks->n = toks->cap = 0;
}

/* Return the number at "q" (digits, before "end"), at most LEX_MAX_LINE;
 * set "*after" past its digits. */
static long lex_number(const char *q, const char *end, const char **after)
{
    long v = 0;
    while (q < end && isdigit((unsigned char)*q)) {
        v = v * 10 + (*q - '0');
        if (v > LEX_MAX_LINE)
            v = LEX_MAX_LINE;
        q++;
    }
    *after = q;
    return v;
}

/* Apply the line marker or "#line" directive whose line number starts at
 * "q" (before "eol"): the number, an optional file name and (line markers
 * of preprocessed text) flags 1 (entering an included file) and 2
 * (returning from one).  Return 0 or -1. */
static int lex_marker(lexer *lx, const char *q, const char *eol)
{
    long ln = lex_number(q, eol, &q);
    while (q < eol && (*q == ' ' || *q == '\t'))
        q++;
    if (q < eol && *q == '"') {
        const char *s = ++q;
        while (q < eol && *q != '"') {
            if (*q == '\\' && q + 1 < eol)
                q++;
            q++;
        }
        lx->file = lex_intern(lx, s, (size_t)(q - s));
        if (!lx->file)
            return -1;
        if (!lx->main_set) {
            lx->toks->main_file = lx->file;
            lx->main_set = 1;
        }
        while (!lx->raw && q < eol) {
            if (isdigit((unsigned char)*q)) {
                long flag = lex_number(q, eol, &q);
                if (flag == 1)
                    lx->depth++;
                else if (flag == 2 && lx->depth > 0)
                    lx->depth--;
            } else {
                q++;
            }
        }
    }
    lx->line = (int)ln - 1;
    return 0;
}

/* When the text at "q" (before "eol") is the word "w" followed by a blank
 * or the line's end, return the position after it and its blanks, else
 * NULL. */
static const char *lex_word(const char *q, const char *eol, const char *w)
{
    size_t n = strlen(w);
    if ((size_t)(eol - q) < n || strncmp(q, w, n) || (q + n < eol && !isspace((unsigned char)q[n])))
        return NULL;
    q += n;
    while (q < eol && (*q == ' ' || *q == '\t'))
        q++;
    return q;
}

/* Record the macro named at "q" (before "eol") by a "#define" ("undef"
 * 0) or "#undef" line.  Return 0 or -1. */
static int lex_macro(lexer *lx, const char *q, const char *eol, int undef)
{
    pp_macro x;
    const char *s = q;
    while (q < eol && (isalnum((unsigned char)*q) || *q == '_' || *q == '$'))
        q++;
    if (q == s)
        return 0;
    x.name = s;
    x.len = (int)(q - s);
    x.at = lx->toks->n;
    x.undef = undef;
    x.body = NULL;
    x.blen = 0;
    if (!undef && (q >= eol || *q != '(')) { /* object-like: its replacement */
        const char *e = eol;
        while (q < eol && isspace((unsigned char)*q))
            q++;
        while (e > q && isspace((unsigned char)e[-1]))
            e--;
        x.body = q;
        x.blen = (int)(e - q);
    }
    return pp_vec_push(lx->a, &lx->toks->macros, &lx->toks->nmacros, &lx->toks->cap_macros, sizeof(x), &x);
}

/* Handle a directive line starting at lx->p ('#'): a line marker or
 * "#line", a pragma (returned as a token), a macro definition (recorded)
 * or anything else (skipped).  Return 0 or -1. */
static int lex_directive(lexer *lx)
{
    const char *q = lx->p + 1, *eol, *w;
    pp_token t;
    while (q < lx->end && (*q == ' ' || *q == '\t'))
        q++;
    eol = q;
    while (eol < lx->end && *eol != '\n') {
        if (*eol == '\\' && eol + 1 < lx->end && eol[1] == '\n')
            eol++;
        eol++;
    }
    if (q < lx->end && isdigit((unsigned char)*q)) {
        if (lex_marker(lx, q, eol))
            return -1;
    } else if ((w = lex_word(q, eol, "line")) != NULL && w < eol && isdigit((unsigned char)*w)) {
        if (lex_marker(lx, w, eol))
            return -1;
    } else if ((w = lex_word(q, eol, "define")) != NULL || (w = lex_word(q, eol, "undef")) != NULL) {
        if (lex_macro(lx, w, eol, q[0] == 'u'))
            return -1;
    } else if (eol - q >= 6 && !strncmp(q, "pragma", 6) && (q + 6 == eol || isspace((unsigned char)q[6]))) {
        const char *s = q + 6, *e = eol;
        while (s < e && (*s == ' ' || *s == '\t'))
            s++;
        while (e > s && isspace((unsigned char)e[-1]))
            e--;
        memset(&t, 0, sizeof(t));
        t.kind = PP_TOK_PRAGMA;
        t.text = s;
        t.len = (int)(e - s);
        t.loc.file = lx->file;
        t.loc.line = lx->line;
        t.loc.col = (int)(lx->p - lx->line_start) + 1;
        t.loc.offset = lx->raw ? (long)(lx->p - lx->text) : -1;
        t.main = lx->raw || !lx->depth;
        t.textcol = (int)(s - lx->line_start) + 1;
        if (lex_push(lx, &t))
            return -1;
    }
    while (lx->p < eol) {
        if (*lx->p == '\n') {
            lx->p++;
            lx->line++;
            lx->line_start = lx->p;
        } else {
            lx->p++;
        }
    }
    return 0;
}

/* Skip blanks, newlines and comments; handle directives at line starts.
 * Return 0 or -1. */
static int lex_skip(lexer *lx)
{
    while (lx->p < lx->end) {
        char c = *lx->p;
        if (c == '\n') {
            lex_newline(lx);
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
            lx->p++;
        } else if (c == '\\' && lx->p + 1 < lx->end && lx->p[1] == '\n') {
            lx->p++;
            lex_newline(lx);
            lx->at_bol = 0;
        } else if (c == '/' && lx->p + 1 < lx->end && lx->p[1] == '/') {
            while (lx->p < lx->end && *lx->p != '\n')
                lx->p++;
        } else if (c == '/' && lx->p + 1 < lx->end && lx->p[1] == '*') {
            lx->p += 2;
            while (lx->p < lx->end && !(*lx->p == '*' && lx->p + 1 < lx->end && lx->p[1] == '/')) {
                if (*lx->p == '\n') {
                    lex_newline(lx);
                    lx->at_bol = 0;
                } else {
                    lx->p++;
                }
            }
            lx->p = lx->p + 2 <= lx->end ? lx->p + 2 : lx->end;
        } else if (c == '#' && lx->at_bol) {
            if (lex_directive(lx))
                return -1;
        } else {
            return 0;
        }
    }
    return 0;
}

/* Nonzero when the "n" bytes at "p" are an integer suffix (u, l, ll, in
 * either case and order) or none. */
static int pp_str_is_suffix(const char *p, int n)
{
    int i;
    for (i = 0; i < n; i++)
        if (!strchr("uUlL", p[i]))
            return 0;
    return n <= 3;
}

/* A binary integer constant ("0b1010u": C23, and GCC's and Clang's
 * extension before it) spelled in hexadecimal, which types it the same
 * way (C11 6.4.4.1p5) and which OpenCL C and the tool's own parsing take;
 * nonzero when out of memory.  Other tokens stay as they are. */
static int lex_binary(pp_arena *a, pp_token *t)
{
    unsigned long long v = 0;
    int i = 2, digits = 0;
    char *s;
    if (t->len < 3 || t->text[0] != '0' || (t->text[1] != 'b' && t->text[1] != 'B'))
        return 0;
    for (; i < t->len && (t->text[i] == '0' || t->text[i] == '1'); i++, digits++) {
        if (v >> 63)
            return 0; /* past 64 bits: left for the parser to refuse */
        v = v << 1 | (unsigned long long)(t->text[i] - '0');
    }
    if (!digits || !pp_str_is_suffix(t->text + i, t->len - i))
        return 0;
    s = pp_printf(a, "0x%llx%.*s", v, t->len - i, t->text + i);
    if (!s)
        return 1;
    t->text = s;
    t->len = (int)strlen(s);
    return 0;
}

/* Return the length of the token at "p" (before "end") and its kind. */
static int lex_measure(const char *p, const char *end, pp_tok_kind *kind)
{
    const char *q = p;
    int i;
    if (isalpha((unsigned char)*q) || *q == '_' || *q == '$') {
        while (q < end && (isalnum((unsigned char)*q) || *q == '_' || *q == '$'))
            q++;
        if (q < end && (*q == '\'' || *q == '"') && q - p <= 2 &&
            (*p == 'L' || *p == 'u' || *p == 'U')) {
            int n = lex_measure(q, end, kind);
            return (int)(q - p) + n;
        }
        *kind = PP_TOK_IDENT;
        return (int)(q - p);
    }
    if (isdigit((unsigned char)*q) || (*q == '.' && q + 1 < end && isdigit((unsigned char)q[1]))) {
        q++;
        while (q < end) {
            if ((*q == '+' || *q == '-') && strchr("eEpP", q[-1]))
                q++;
            else if (isalnum((unsigned char)*q) || *q == '.' || *q == '_')
                q++;
            else
                break;
        }
        *kind = PP_TOK_NUMBER;
        return (int)(q - p);
    }
    if (*q == '\'' || *q == '"') {
        char quote = *q++;
        while (q < end && *q != quote && *q != '\n') {
            if (*q == '\\' && q + 1 < end)
                q++;
            q++;
        }
        if (q < end && *q == quote)
            q++;
        *kind = quote == '"' ? PP_TOK_STRING : PP_TOK_CHAR;
        return (int)(q - p);
    }
    *kind = PP_TOK_PUNCT;
    if (end - p < 2 || !strchr(".<>-+=!&|*/%^#", *p))
        return 1;
    for (i = 0; lex_puncts[i]; i++) {
        const char *w = lex_puncts[i];
        if (w[0] == p[0] && w[1] == p[1] && (!w[2] || (end - p >= 3 && w[2] == p[2])))
            return w[2] ? 3 : 2;
    }
    return 1;
}

int pp_lex(pp_arena *a, const char *text, size_t len, const char *file, int raw, pp_tokens *toks,
           pp_diag *d)
{
    lexer lx;
    pp_token t;
    memset(&lx, 0, sizeof(lx));
    lx.a = a;
    lx.p = lx.line_start = text;
    lx.end = text + len;
    lx.line = 1;
    lx.at_bol = 1;
    lx.toks = toks;
    lx.raw = raw;
    lx.text = text;
    lx.main_set = raw;
    lx.file = toks->main_file = pp_strdup(a, file);
    if (!lx.file)
        goto oom;
    for (;;) {
        if (lex_skip(&lx))
            goto oom;
        memset(&t, 0, sizeof(t));
        t.loc.file = lx.file;
        t.loc.line = lx.line;
        t.loc.col = (int)(lx.p - lx.line_start) + 1;
        t.loc.offset = raw ? (long)(lx.p - text) : -1;
        t.main = raw || !lx.depth;
        t.text = lx.p;
        if (lx.p >= lx.end) {
            t.kind = PP_TOK_EOF;
            t.len = 0;
            if (lex_push(&lx, &t))
                goto oom;
            return 0;
        }
        t.len = lex_measure(lx.p, lx.end, &t.kind);
        lx.p += t.len;
        if (t.kind == PP_TOK_NUMBER && lex_binary(a, &t))
            goto oom;
        lx.at_bol = 0;
        if (lex_push(&lx, &t))
            goto oom;
    }
oom:
    pp_error(d, (pp_loc){lx.file ? lx.file : file, lx.line > 0 ? lx.line : 1, (int)(lx.p - lx.line_start) + 1, -1},
             "out of memory while reading the input");
    return -1;
}

const pp_macro *pp_macro_at(const pp_tokens *toks, const char *name, size_t n, int at)
{
    int i;
    for (i = toks->nmacros - 1; i >= 0; i--) {
        const pp_macro *x = &toks->macros[i];
        if (x->at <= at && (size_t)x->len == n && !memcmp(x->name, name, n))
            return x->undef ? NULL : x;
    }
    return NULL;
}

int pp_macro_defined(const pp_tokens *toks, const char *name, size_t n, int at)
{
    int i;
    for (i = toks->nmacros - 1; i >= 0; i--) {
        const pp_macro *x = &toks->macros[i];
        if (x->at <= at && (size_t)x->len == n && !memcmp(x->name, name, n))
            return !x->undef;
    }
    return 0;
}

/* Return nonzero when tokens "x" and "y" have the same spelling. */
static int align_same(const pp_token *x, const pp_token *y)
{
    if (x->kind == PP_TOK_PRAGMA || y->kind == PP_TOK_PRAGMA)
        return x->kind == y->kind;
    return x->len == y->len && !memcmp(x->text, y->text, (size_t)x->len);
}

/* The alignment of the "n" preprocessed tokens "p" of one line with the
 * "m" raw tokens "r" of the same line; "last" is the raw token matched
 * last (-1: none yet); "dp" is the table of align_table(). */
typedef struct aligner {
    pp_token *p;
    int n;
    const pp_token *r;
    int m;
    int last;
    int *dp;
} aligner;

/* Give preprocessed token "i" the position of raw token "j". */
static void align_match(aligner *al, int i, int j)
{
    al->p[i].loc.col = al->r[j].loc.col;
    al->p[i].loc.offset = al->r[j].loc.offset;
    al->p[i].textcol = al->r[j].textcol;
    al->last = j;
}

/* Mark preprocessed token "i" as expanded, at the raw token after the one
 * matched last (the macro name that produced it). */
static void align_expand(aligner *al, int i)
{
    int k = al->last + 1 < al->m ? al->last + 1 : (al->m ? al->m - 1 : -1);
    if (k >= 0) {
        al->p[i].loc.col = al->r[k].loc.col;
        al->p[i].loc.offset = al->r[k].loc.offset;
    }
    al->p[i].expanded = 1;
}

/* Fill al->dp with the lengths of the longest common subsequences of the
 * suffixes of p["i0".."i0"+"wn") and r["j0".."j0"+"wm"). */
static void align_table(aligner *al, int i0, int wn, int j0, int wm)
{
    int a, b, w = wm + 1, *dp = al->dp;
    for (a = wn; a >= 0; a--)
        for (b = wm; b >= 0; b--) {
            if (a == wn || b == wm)
                dp[a * w + b] = 0;
            else if (align_same(&al->p[i0 + a], &al->r[j0 + b]))
                dp[a * w + b] = dp[(a + 1) * w + b + 1] + 1;
            else
                dp[a * w + b] = dp[(a + 1) * w + b] > dp[a * w + b + 1] ? dp[(a + 1) * w + b] : dp[a * w + b + 1];
        }
}

/* Follow the table of align_table("i0", "wn", "j0", "wm") from its start,
 * matching, skipping raw tokens and expanding preprocessed ones, until
 * "an" preprocessed or "bm" raw tokens are behind; set "*da" and "*db" to
 * how many. */
static void align_walk(aligner *al, int i0, int wn, int j0, int wm, int an, int bm, int *da, int *db)
{
    int a = 0, b = 0, w = wm + 1, *dp = al->dp;
    while (a < wn && a < an && b < bm) {
        if (b < wm && align_same(&al->p[i0 + a], &al->r[j0 + b]) && dp[a * w + b] == dp[(a + 1) * w + b + 1] + 1) {
            align_match(al, i0 + a, j0 + b);
            a++;
            b++;
        } else if (b < wm && dp[a * w + b + 1] >= dp[(a + 1) * w + b]) {
            b++;
        } else {
            align_expand(al, i0 + a);
            a++;
        }
    }
    *da = a;
    *db = b;
}

/* Find the nearest place after a difference at preprocessed token "i"
 * and raw token "j" where ALIGN_RUN equal tokens (or equal tokens up to
 * the end of either) follow, at most ALIGN_SKEW tokens further each way;
 * set "*wn" and "*wm" to the tokens up to the end of that run.  Return 0,
 * or -1 when there is none. */
static int align_resync(const aligner *al, int i, int j, int *wn, int *wm)
{
    int d, a;
    for (d = 1; d <= 2 * ALIGN_SKEW; d++)
        for (a = d < ALIGN_SKEW ? 0 : d - ALIGN_SKEW; a <= d && a <= ALIGN_SKEW; a++) {
            int b = d - a, k = 0;
            if (i + a >= al->n || j + b >= al->m)
                continue;
            while (k < ALIGN_RUN && i + a + k < al->n && j + b + k < al->m &&
                   align_same(&al->p[i + a + k], &al->r[j + b + k]))
                k++;
            if (k == ALIGN_RUN || (k && (i + a + k == al->n || j + b + k == al->m))) {
                *wn = a + k;
                *wm = b + k;
                return 0;
            }
        }
    return -1;
}

/* Align a line too long for one table: equal tokens match as they come;
 * a difference is aligned by a table of the tokens up to the next run of
 * equal ones (align_resync()), or, when there is none near, by a table of
 * ALIGN_WINDOW tokens each way that decides the first half of the window.
 * Time and memory linear in the line. */
static void align_windows(aligner *al)
{
    int i = 0, j = 0, da, db, wn, wm;
    while (i < al->n) {
        if (j < al->m && align_same(&al->p[i], &al->r[j])) {
            align_match(al, i++, j++);
            continue;
        }
        if (j == al->m) {
            align_expand(al, i++);
            continue;
        }
        if (!align_resync(al, i, j, &wn, &wm)) {
            align_table(al, i, wn, j, wm);
            align_walk(al, i, wn, j, wm, wn, wm, &da, &db);
        } else {
            wn = al->n - i < ALIGN_WINDOW ? al->n - i : ALIGN_WINDOW;
            wm = al->m - j < ALIGN_WINDOW ? al->m - j : ALIGN_WINDOW;
            align_table(al, i, wn, j, wm);
            align_walk(al, i, wn, j, wm, i + wn == al->n ? wn : wn / 2, j + wm == al->m ? wm + 1 : wm / 2, &da,
                       &db);
        }
        i += da;
        j += db;
    }
}

/* Align the "n" preprocessed tokens "p" with the "m" raw tokens "r" of one
 * line by a longest common subsequence; "dp" has room for
 * min(ALIGN_EXACT_CELLS, (n+1)*(m+1)) ints. */
static void align_line(pp_token *p, int n, const pp_token *r, int m, int *dp)
{
    aligner al;
    int da, db;
    al.p = p;
    al.n = n;
    al.r = r;
    al.m = m;
    al.last = -1;
    al.dp = dp;
    if ((long)(n + 1) * (long)(m + 1) > ALIGN_EXACT_CELLS) {
        align_windows(&al);
        return;
    }
    align_table(&al, 0, n, 0, m);
    align_walk(&al, 0, n, 0, m, n, m + 1, &da, &db);
}

/* The raw tokens of one line: tokens "first" .. "first" + "count" - 1,
 * at line "line" of "file"; "next": the next group of the same line, or
 * -1. */
typedef struct align_group {
    const char *file;
    unsigned long hash;
    int line;
    int first, count;
    int next;
} align_group;

/* Return the hash of line "line" of the file named "file". */
static unsigned long align_hash(const char *file, int line)
{
    unsigned long h = 5381;
    while (*file)
        h = h * 33 + (unsigned char)*file++;
    return h * 31 + (unsigned long)line;
}

/* The raw lines of "raw" in groups, with a hash table of "nslots" (a power
 * of two) heads; return 0 or -1 (out of memory). */
static int align_groups(const pp_tokens *raw, align_group **groups, int **slots, unsigned long *nslots)
{
    int i, n = 0, *head;
    align_group *g = malloc(sizeof(*g) * ((size_t)raw->n + 1));
    unsigned long ns = 2;
    const char *hfile = NULL;
    unsigned long hbase = 0;
    if (!g)
        return -1;
    for (i = 0; i < raw->n; i++) {
        const pp_token *t = &raw->v[i];
        if (t->kind == PP_TOK_EOF)
            continue;
        if (n && g[n - 1].file == t->loc.file && g[n - 1].line == t->loc.line && g[n - 1].first + g[n - 1].count == i) {
            g[n - 1].count++;
            continue;
        }
        if (t->loc.file != hfile) {
            hfile = t->loc.file;
            hbase = align_hash(hfile, 0);
        }
        g[n].file = t->loc.file;
        g[n].hash = hbase + (unsigned long)t->loc.line;
        g[n].line = t->loc.line;
        g[n].first = i;
        g[n].count = 1;
        g[n].next = -1;
        n++;
    }
    while (ns < 2 * (unsigned long)n)
        ns *= 2;
    head = malloc(sizeof(int) * ns);
    if (!head) {
        free(g);
        return -1;
    }
    for (i = 0; (unsigned long)i < ns; i++)
        head[i] = -1;
    for (i = n - 1; i >= 0; i--) {
        unsigned long s = g[i].hash & (ns - 1);
        int k;
        for (;; s = (s + 1) & (ns - 1)) {
            k = head[s];
            if (k < 0 || (g[k].hash == g[i].hash && g[k].line == g[i].line && !strcmp(g[k].file, g[i].file)))
                break;
        }
        g[i].next = k;
        head[s] = i;
    }
    *groups = g;
    *slots = head;
    *nslots = ns;
    return 0;
}

/* Return the group of raw line "line" of "file" (hash "hash") that starts
 * at raw token "from" or later (else the first one), or -1. */
static int align_find(const align_group *g, const int *head, unsigned long ns, const char *file, int line,
                      unsigned long hash, int from)
{
    unsigned long s = hash & (ns - 1);
    int k, first;
    for (;; s = (s + 1) & (ns - 1)) {
        k = head[s];
        if (k < 0)
            return -1;
        if (g[k].hash == hash && g[k].line == line && !strcmp(g[k].file, file))
            break;
    }
    for (first = k; k >= 0; k = g[k].next)
        if (g[k].first >= from)
            return k;
    return first;
}

int pp_align(pp_tokens *pp, const pp_tokens *raw)
{
    align_group *g = NULL;
    int i = 0, from = 0, *head = NULL, *dp = NULL;
    unsigned long ns = 0, hbase = 0;
    const char *hfile = NULL;
    size_t dpn = 0;
    if (align_groups(raw, &g, &head, &ns))
        return -1;
    while (i < pp->n) {
        int j = i, l = pp->v[i].loc.line, k;
        const char *f = pp->v[i].loc.file;
        if (!pp->v[i].main || pp->v[i].kind == PP_TOK_EOF) {
            i++;
            continue;
        }
        while (j < pp->n && pp->v[j].main && pp->v[j].loc.line == l && pp->v[j].loc.file == f &&
               pp->v[j].kind != PP_TOK_EOF)
            j++;
        if (f != hfile) {
            hfile = f;
            hbase = align_hash(f, 0);
        }
        k = align_find(g, head, ns, f, l, hbase + (unsigned long)l, from);
        if (k >= 0) {
            size_t need = (size_t)(j - i + 1) * (size_t)(g[k].count + 1);
            if (need > (size_t)ALIGN_EXACT_CELLS)
                need = (size_t)(ALIGN_WINDOW + 1) * (ALIGN_WINDOW + 1);
            if (need > dpn) {
                int *t = realloc(dp, need * sizeof(int));
                if (!t) {
                    free(dp);
                    free(g);
                    free(head);
                    return -1;
                }
                dp = t;
                dpn = need;
            }
            align_line(pp->v + i, j - i, raw->v + g[k].first, g[k].count, dp);
            from = g[k].first;
        } else {
            int x;
            for (x = i; x < j; x++)
                pp->v[x].expanded = 1;
        }
        i = j;
    }
    free(dp);
    free(g);
    free(head);
    return 0;
}

/* The character constants of C11 6.4.4.4 on GCC and Clang for x86-64
 * Linux: 'x' is an int holding a (signed) char, L'x' a wchar_t (int),
 * u'x' a char16_t, U'x' a char32_t (unsigned int); u8'x' (C23) an
 * unsigned char. */
const char *pp_char_value(const char *text, int len, long long *value, int *is_unsigned)
{
    const char *q = text, *end = text + len;
    long long v = 0, max;
    int n = 0, plain;
    *value = 0;
    *is_unsigned = 0;
    plain = *q == '\'';
    if (!plain && q[0] == 'u' && q + 1 < end && q[1] == '8')
        max = 0xff, q += 2;
    else if (!plain && (*q == 'u' || *q == 'U' || *q == 'L'))
        max = *q == 'u' ? 0xffff : *q == 'U' ? 0xffffffffLL : 0x7fffffff, *is_unsigned = *q == 'U', q++;
    else
        max = 0xff;
    if (q >= end || *q != '\'' || end - q < 3 || end[-1] != '\'')
        return "is not a complete character constant";
    q++;
    end--;
    while (q < end) {
        long long c;
        if (*q != '\\') {
            if ((unsigned char)*q >= 0x80)
                return "holds a character past ASCII, whose value depends on the source's encoding: write its "
                       "value";
            c = (unsigned char)*q++;
        } else {
            const char *esc = "n\nt\tr\ra\ab\bf\fv\v\\\\\'\'\"\"??", *k;
            q++;
            if (q >= end)
                return "is not a complete character constant";
            if (*q >= '0' && *q <= '7') {
                int d;
                for (c = 0, d = 0; d < 3 && q < end && *q >= '0' && *q <= '7'; d++)
                    c = c * 8 + (*q++ - '0');
            } else if (*q == 'x') {
                int d = 0;
                for (q++, c = 0; q < end && isxdigit((unsigned char)*q); q++, d++) {
                    c = c * 16 + (isdigit((unsigned char)*q) ? *q - '0' : (tolower((unsigned char)*q) - 'a' + 10));
                    if (c > max)
                        return "has an escape whose value does not fit its type";
                }
                if (!d)
                    return "has an escape '\\x' without digits";
            } else {
                for (k = esc; *k && *k != *q; k += 2)
                    ;
                if (!*k)
                    return "has an escape bbmm-pp does not know: write its value";
                c = (unsigned char)k[1];
                q++;
            }
            if (c > max)
                return "has an escape whose value does not fit its type";
        }
        v = c;
        n++;
    }
    if (n != 1)
        return n ? "is a multi-character constant, whose value the C standard leaves to the compiler: write its value"
                 : "is an empty character constant";
    if (plain && v > 0x7f)
        v -= 0x100; /* char is signed: '\xff' is -1 */
    *value = v;
    return NULL;
}
