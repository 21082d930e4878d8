/* memcpy's return value (its destination) used as a pointer into the kept array */
#include <stdio.h>
#include <string.h>
#define N 64
static double A[N], B[N], S[N];
int main(void)
{
    double x, *p;
    int t, i;
    for (i = 0; i < N; i++) { S[i] = i; B[i] = 0.5; }
    p = memcpy(A, S, sizeof A);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] + B[i];
        memcpy(&x, p + 2, sizeof x);
        printf("%a\n", x);
    }
    return 0;
}
