/* conjugate gradient on a pentadiagonal SPD matrix stored flat (malloc, computed subscripts, array() clause), dot products in regions, host alpha/beta */
#include <stdio.h>
#include <stdlib.h>

#define BW 5
static void matvec(int n, const double *A, const double *x, double *y)
{
    int i, k;
#pragma bbmm array(A[n][BW], x[n], y[n])
    for (i = 0; i < n; i++) {
        double s = 0.0;
        for (k = 0; k < BW; k++)
            if (i + k - 2 >= 0 && i + k - 2 < n)
                s += A[i * BW + k] * x[i + k - 2];
        y[i] = s;
    }
}

static double dot(int n, const double *x, const double *y)
{
    double s = 0.0;
    int i;
#pragma bbmm array(x[n], y[n])
    for (i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}

static void axpy(int n, double a, const double *x, double *y)
{
    int i;
#pragma bbmm array(x[n], y[n])
    for (i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
}

static void run(int n)
{
    double *A = malloc(sizeof(double) * (n * BW + 1));
    double *x = calloc(n + 1, sizeof(double)), *r = malloc(sizeof(double) * (n + 1));
    double *p = malloc(sizeof(double) * (n + 1)), *q = malloc(sizeof(double) * (n + 1));
    int i, it;
    for (i = 0; i < n; i++) {
        A[i * BW + 0] = -0.5; A[i * BW + 1] = -1.0; A[i * BW + 2] = 6.0 + (i % 3);
        A[i * BW + 3] = -1.0; A[i * BW + 4] = -0.5;
        r[i] = p[i] = 1.0 + (i % 4);
    }
    double rr = dot(n, r, r);
    for (it = 0; it < 12 && rr > 1e-20; it++) {
        matvec(n, A, p, q);
        double alpha = rr / dot(n, p, q);
        axpy(n, alpha, p, x);
        axpy(n, -alpha, q, r);
        double rr2 = dot(n, r, r);
        double beta = rr2 / rr;
        rr = rr2;
        for (i = 0; i < n; i++) p[i] = r[i] + beta * p[i];
        printf("n=%d it=%d rr=%a\n", n, it, rr);
    }
    for (i = 0; i < n; i++) printf("%a\n", x[i]);
    free(A); free(x); free(r); free(p); free(q);
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 7, 16, 33};
    for (int k = 0; k < 7; k++) run(ns[k]);
    return 0;
}
