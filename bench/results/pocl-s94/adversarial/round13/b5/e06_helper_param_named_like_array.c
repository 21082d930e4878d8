/* helper parameters named like the caller's arrays and iterators (A, i, n) and a helper local-free body using them */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static int at(int A, int n) { return A < n - 1 ? A + 1 : n - 1; }
static int pick(int i, int j, int n) { return i > j ? at(i, n) : at(j, n); }
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[at(i, n)] + A[pick(k, i, n)];
}
int main(void)
{
    int n, k, i;
    for (n = 1; n <= N; n += 5)
        for (k = 0; k < n; k += 2) {
            for (i = 0; i < N; i++) { A[i] = i * 1.5; B[i] = 0; }
            f(n, k);
            for (i = 0; i < N; i++) printf("%a\n", B[i]);
        }
    return 0;
}
