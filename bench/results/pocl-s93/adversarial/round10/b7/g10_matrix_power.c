/* matrix power by repeated squaring on long integers mod a prime (Fibonacci-like transition), matmul region with % in values, host loop over exponent bits */
#include <stdio.h>
#define N 12
#define MOD 1000003L
static long A[N][N], R[N][N], T[N][N];

static void mulmod(int n, long (*X)[N], long (*Y)[N])
{
    int i, j, k;
#pragma bbmm array(X[N][N], Y[N][N])
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                long s = 0;
                for (k = 0; k < n; k++) s = (s + X[i][k] * Y[k][j]) % MOD;
                T[i][j] = s;
            }
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) X[i][j] = T[i][j];
}

int main(void)
{
    int ns[] = {1, 2, 5, 12};
    for (int c = 0; c < 4; c++) {
        int n = ns[c];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { A[i][j] = (j == i + 1) || (i == n - 1) ? (i + j) % 5 + 1 : 0; R[i][j] = i == j; }
        for (unsigned e = 37; e > 0; e >>= 1) {
            if (e & 1) mulmod(n, R, A);
            mulmod(n, A, A);
        }
        long tr = 0;
        for (int i = 0; i < n; i++) tr = (tr + R[i][i]) % MOD;
        printf("n=%d tr=%ld r01=%ld\n", n, tr, n > 1 ? R[0][1] : R[0][0]);
    }
    return 0;
}
