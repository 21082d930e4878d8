/* file-scope pointer A = malloc; a region on the view A + 4 in data(A) list scope plus region on A; update host(A) and host reads A[5] */
#include <stdio.h>
#include <stdlib.h>
static double *A;
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.25 + (double)i;
}
static void whole(int m)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        A[i] = A[i] + 1.0;
}
int main(void)
{
    int n = 12, i, t;
    double s = 0.0;
    A = malloc(sizeof(double) * n);
    for (i = 0; i < n; i++) A[i] = i * 2.0;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        whole(n);
        step(n - 4, A + 4);
#pragma bbmm update host(A)
        s += A[5];
    }
    printf("%a\n", s);
    for (i = 0; i < n; i++) printf("%a\n", A[i]);
    free(A);
    return 0;
}
