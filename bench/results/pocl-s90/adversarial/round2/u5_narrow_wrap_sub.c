/* unsigned short and unsigned char arithmetic in subscripts, promotion to int */
#include <stdio.h>
#define N 32
static double A[300], B[N];
static void f(int n, unsigned short us, unsigned char uc)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[(unsigned char)(uc + i)] = A[(unsigned char)(uc + i)] + 1.0;
        B[i] = B[i] + A[us + i - 65530];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < 300; i++) A[i] = i % 9;
    for (i = 0; i < N; i++) B[i] = 0;
    for (n = 0; n <= N; n += 11) {
        f(n, 65535, 250);
        f(n, 65530, 3);
    }
    for (i = 0; i < 300; i++) printf("%a\n", A[i]);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
