#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 24
static double A[N * N], B[N * N];
static double *gp;
struct holder { double *p; int n; };

static void bump(double *x, int k) { x[k] += 100.0; }
static int cmp(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

static void region1(int n)
{
    int i, j;
#pragma bbmm array(A[N][N], B[N][N])
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i * N + j] = A[i * N + j] * 1.5 + (i - j);
}

int main(void)
{
    int n = 20;
    struct holder h = { B, N * N };
    for (int i = 0; i < N * N; i++) A[i] = (i * 31 % 23) * 0.25;
    gp = A;
    for (int it = 0; it < 6; it++) {
        region1(n);
        double *p = A; p[3 + it] = 1.0 + it;        /* alias write */
        memcpy(A + N, B, sizeof(double) * N);         /* row 1 of A from row 0 of B */
        if (it % 2) memset(A + 2 * N, 0, sizeof(double) * N);
        qsort(A + 5 * N, N, sizeof(double), cmp);     /* sort row 5 */
        bump(A, 7 * N + it);
        h.p[it] = -3.0;                               /* write B through struct */
        gp[9 * N + 9] += B[9 * N + 9] * 0.001;        /* global pointer */
        double s = 0;
        for (int i = 0; i < N * N; i++) s += A[i] * (i % 7) + B[i];
        printf("it=%d %a\n", it, s);
    }
    return 0;
}
