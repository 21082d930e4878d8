/* abs, labs and llabs (C's signed results, not OpenCL C's unsigned ones) and sizeof of types, arrays, rows and expressions (the host's size_t constants, unsigned in mixed arithmetic) */
// expect-output: kernel void bbmm_r0_n0
// expect-output: kernel void bbmm_r4_n0
// expect-output: inline int bbmm_m_abs\(int a0\) . return \(int\)abs\(a0\)
// expect-output: inline long bbmm_m_llabs\(long a0\) . return \(long\)abs\(a0\)
// expect-output: \(i - 8UL\)
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <math.h>
#define N 12
typedef double real;
static double A[N][N + 3];
static int I[N], AI[N], C2[N];
static long L[N], AL[N], SL[N];
static long long Q[N], AQ[N];
static signed char SC[N];
static unsigned long U[N], Z[N][16];
static float F[N];
static void params(double *P, int m, double V[m][m])
{
    static unsigned long W[N];
    int i;
#pragma bbmm
    for (i = 0; i < N; i++)
        W[i] = sizeof P + sizeof P[0] * 10 + sizeof V * 100 + sizeof(P[i] * 2.0f) * 1000;
    for (i = 0; i < N; i++)
        printf("%lu\n", W[i]);
}
int main(void)
{
    static double P[4], V[2][2];
    int i, j;
    for (i = 0; i < N; i++) {
        I[i] = (i - 6) * 1000003;
        L[i] = (i - 5) * 3000000000L;
        Q[i] = (6 - i) * 5000000000000LL;
        SC[i] = (signed char)(i * 23 - 128);
        F[i] = (float)i - 5.5f;
        for (j = 0; j < N + 3; j++)
            A[i][j] = i - j * 0.25;
    }
#pragma bbmm
    for (i = 0; i < N; i++) {
        AI[i] = abs(I[i]) + abs(SC[i]) - abs(i - 7);
        AL[i] = labs(L[i]) - labs(I[i]);
        AQ[i] = llabs(Q[i]) + llabs(L[i] - 9);
        if (abs(I[i]) < 3000000)
            AI[i] = -AI[i];
        C2[i] = abs(-3) * (abs(I[i] % 7) > 3);
    }
#pragma bbmm
    for (i = 0; i < N; i++) {
        int k = i;
        real r = 1.5;
        SL[i] = i - sizeof(double);
        U[i] = (i - sizeof k) / 2 + sizeof(real) * sizeof r;
        L[i] = sizeof A + sizeof A[0] * 100 + sizeof(A) / sizeof(A[0]) * 10000 + sizeof A[i][0];
        Q[i] = sizeof(int[3][4]) + sizeof(float *) * 100 + sizeof(long long) * 10000 + sizeof(char) * 1000000;
        I[i] = sizeof(uint8_t) + sizeof(int16_t) * 10 + sizeof(size_t) * 100 + sizeof 'a' * 1000;
        C2[i] = sizeof(SC[i] + SC[i]) + sizeof(-SC[i]) * 10 + sizeof(F[i] * 2.0f) * 100 + sizeof(F[i] * 2.0) * 1000 +
                sizeof(i < 2) * 10000 + sizeof(i ? SC[i] : F[i]) * 100000;
        AI[i] = sizeof(sqrtf(F[i])) + sizeof(sqrt(F[i])) * 10 + sizeof(sizeof(int)) * 100 + sizeof(1LL) * 1000 +
                sizeof(1.0f) * 10000 + sizeof i * 100000;
    }
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < sizeof(Z[0]) / sizeof(Z[0][0]); j++)
            Z[i][j] = i * 16 + j - sizeof(int) * (j > 7);
#pragma bbmm
    for (i = 0; i < N; i++)
        A[i][sizeof(int) - 1] = A[i][sizeof(double)] * 2.0 + sizeof(float);
    params(P, 2, V);
    for (i = 0; i < N; i++) {
        printf("%d %d %d %ld %ld %ld %lld %lld %lu", I[i], AI[i], C2[i], L[i], AL[i], SL[i], Q[i], AQ[i], U[i]);
        for (j = 0; j < 16; j++)
            printf(" %lu", Z[i][j]);
        for (j = 0; j < N + 3; j++)
            printf(" %a", A[i][j]);
        printf("\n");
    }
    return 0;
}
