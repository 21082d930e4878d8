/* host helpers write an array through a struct holding a pointer, and through a function pointer, between regions */
#include <stdio.h>
#include <string.h>
#define N 10
static double A[N][N], B[N];
struct view { double *p; int len; };
static void fill(struct view v, double x) { int k; for (k = 0; k < v.len; k++) v.p[k] = x + k; }
static void bump(double *p, int k) { p[k] *= -2.0; }
int main(void)
{
    int i, j, t;
    void (*fp)(double *, int) = bump;
    struct view v;
    for (i = 0; i < N; i++) { B[i] = i; for (j = 0; j < N; j++) A[i][j] = (i + j) % 3; }
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + B[j] * 0.5;
        v.p = &A[t][2]; v.len = 5;
        fill(v, t * 1.0);
        fp(&A[0][0], t * 11);
        memmove(&B[1], &B[0], (N - 1) * sizeof(double));
#pragma bbmm
        for (j = 0; j < N; j++)
            B[j] = B[j] + A[N - 1 - t][j];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
