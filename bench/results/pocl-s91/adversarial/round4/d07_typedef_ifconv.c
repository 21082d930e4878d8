/* if-converted writes to arrays of typedef'd element types (real, u8, i16) */
#include <stdio.h>
#include <stdint.h>
#define N 28
typedef float real;
typedef unsigned char u8;
typedef int16_t i16;
static real A[N];
static u8 C[N];
static i16 S[N];
static double B[N];
static void f(int n, double t)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (B[i] > t) A[i] = B[i] * 0.1;
        if (B[i] < t && B[i] >= 0) C[i] = B[i] * 40;
        if (B[i] != t) S[i] = B[i] * 3000;
    }
}
int main(void)
{
    int i, k;
    for (i = 0; i < N; i++) { B[i] = (i - 6) * 0.45; A[i] = -1; C[i] = 77; S[i] = -5; }
    for (k = 0; k < 3; k++) {
        f(N - k * 9, k - 0.5);
        for (i = 0; i < N; i++) printf("%d %a %d %d\n", k, (double)A[i], C[i], S[i]);
    }
    return 0;
}
