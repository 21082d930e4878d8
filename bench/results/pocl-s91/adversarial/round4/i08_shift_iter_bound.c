/* Hillis-Steele-like scan written with 1 << k for a serial k: refused or exact */
#include <stdio.h>
#define N 32
#define LOG 5
static double A[LOG + 1][N];
static void scan(int n)
{
    int k, i;
#pragma bbmm
    for (k = 0; k < LOG; k++)
        for (i = 0; i < n; i++)
            A[k + 1][i] = i >= (1 << k) ? A[k][i] + A[k][i - (1 << k)] : A[k][i];
}
int main(void)
{
    int i, n;
    for (n = 1; n <= N; n += 10) {
        for (i = 0; i < N; i++) A[0][i] = i % 5 + 0.5;
        scan(n);
        for (i = 0; i < N; i++) printf("%a\n", A[LOG][i]);
    }
    return 0;
}
