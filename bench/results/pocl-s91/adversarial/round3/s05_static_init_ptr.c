/* a file-scope pointer initialised statically to the array; host reads through it with memcpy each step */
#include <stdio.h>
#include <string.h>
#define N 64
static double A[N], B[N];
static double *const pA = A;
int main(void)
{
    int t, i;
    double x;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.5; }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        memcpy(&x, pA + 4, sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
