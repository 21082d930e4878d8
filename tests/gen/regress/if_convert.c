/* an assignment under a condition on data, `if (c) A[x] = e;`, as one statement `A[x] = c ? (T)(e) : A[x]`: floyd-warshall as written runs in parallel pieces; integer and float elements with wider right-hand sides keep C's conversions; nested conditions, and forms left as they are (else, two statements) */
#include <stdio.h>
#define N 40
static double P[N][N];
static int I[N][N];
static float F[N];
static long long L[N];
static void floyd(int n)
{
    int i, j, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (P[i][k] + P[k][j] < P[i][j])
                    P[i][j] = P[i][k] + P[k][j];
}
int main(void)
{
    int i, j, t;
    long long big = 9007199254740993LL; /* 2^53 + 1: not a double */
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++) {
            P[i][j] = i == j ? 0 : ((i * 7 + j * 13) % 17 == 0 ? 1e9 : (i * 3 + j * 5) % 23 + 1);
            I[i][j] = (i * 11 + j * 5) % 19 - 9;
        }
        F[i] = (float)(i * 0.37);
        L[i] = big + i;
    }
    floyd(N);
    for (t = 0; t < 2; t++) {
#pragma bbmm
        for (i = 0; i < N; i++) {
            for (j = 0; j < N; j++)
                if (I[i][j] < 0) {
                    I[i][j] = I[i][j] * 3 + 0.75 * j;
                }
            if (F[i] > 0.5f)
                F[i] = F[i] * 1.000001 + 1e-9;
            if (L[i] % 3 == 0)
                if (F[i] < 5.0f)
                    L[i] = L[i] + 0.5;
            if (I[i][0] > 2)
                I[i][1] = 7;
            else
                I[i][1] = -7;
        }
    }
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            printf("%a %d ", P[i][j], I[i][j]);
        printf("%a %lld\n", F[i], L[i]);
    }
    return 0;
}
