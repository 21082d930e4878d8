// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: .*stay on the devices
/* tests/jagged/read_shared.c - two tables sharing one row (s[5] = t[5]),
 * both kept by an automatic data scope; a region writes through s, a host
 * function reads all of t: the newest values of the shared row are in s's
 * block, so every kept memory is made current before the call (before:
 * only t's block, and the reader saw the row one step late). */
#include <stdio.h>
#include <stdlib.h>

#define N 12

static double **alloc2(int n, int seed)
{
    double **a = malloc(n * sizeof(*a));
    int i, j;
    for (i = 0; i < n; i++) {
        a[i] = malloc(n * sizeof(**a));
        for (j = 0; j < n; j++)
            a[i][j] = (double)((i * 7 + j * 3 + seed) % 11);
    }
    return a;
}

static void readt(double **t, double **r, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            r[i][j] = 0.5 * r[i][j] + 0.25 * t[i][j];
}

static void writes(double **s, double **f, int n, double c)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 0; j < n; j++)
            s[i][j] = f[i][j] * c + s[i][j] * 0.5;
}

static double cks(double **a, int n)
{
    double s = 0.0;
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s += a[i][j] * (1.0 + (i * 5 + j) % 7);
    return s;
}

int main(void)
{
    double **t = malloc(N * sizeof(*t)), **s = malloc(N * sizeof(*s)), **f = alloc2(N, 3), **r = alloc2(N, 4);
    int it, i, j;
    for (i = 0; i < N; i++) {
        t[i] = malloc(N * sizeof(**t));
        s[i] = i == 5 ? t[i] : malloc(N * sizeof(**s));
        for (j = 0; j < N; j++) {
            t[i][j] = (double)((i * 7 + j * 3 + 1) % 11);
            s[i][j] = (double)((i * 5 + j * 3 + 2) % 11);
        }
    }
    for (it = 0; it < 5; it++) {
        readt(t, r, N);
        writes(s, f, N, 0.25 + it);
        printf("it %d t %.17g\n", it, cks(t, N));
    }
    printf("t %.17g s %.17g r %.17g f %.17g\n", cks(t, N), cks(s, N), cks(r, N), cks(f, N));
    for (i = 0; i < N; i++) {
        if (i != 5)
            free(s[i]);
        free(t[i]);
        free(f[i]);
        free(r[i]);
    }
    free(s);
    free(t);
    free(f);
    free(r);
    return 0;
}
