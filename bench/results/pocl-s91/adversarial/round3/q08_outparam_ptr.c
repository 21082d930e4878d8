/* a static helper hands out a pointer to the array through an out-parameter; fwrite through it each step */
#include <stdio.h>
#include <string.h>
#define N 16
static double A[N], B[N];
static void view(double **pp) { *pp = &A[0]; }
int main(void)
{
    int t, i;
    double *q, x;
    view(&q);
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.25 * i; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + B[i];
        memcpy(&x, q + 3, sizeof x);
        printf("%a\n", x);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
