/* the pointer memset returns (its first argument) read with memcpy between regions */
#include <stdio.h>
#include <string.h>
#define N 64
static double A[N], B[N];
int main(void)
{
    int t, i;
    double x;
    double *p = memset(A, 0, sizeof A);
    for (i = 0; i < N; i++) B[i] = i * 0.5;
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        memcpy(&x, p + 5, sizeof x);
        printf("%a\n", x);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
