/* loop counting down to -1, its exit value starts the next loop; step -2 exit value read after */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static int R[4];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = n - 1; i >= m; i--)
            A[i] = A[i] * 0.5 + 1.0;
        for (j = i + 1; j < n; j++)
            B[j] = A[j] + B[j];
        for (i = n; i > 0; i -= 2)
            B[i - 1] = B[i - 1] - 0.25;
        A[0] = A[0] + i;
    }
    R[0] = i; R[1] = j;
}
int main(void)
{
    int i, n, m;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = N - i; }
    for (n = 0; n <= N; n += 5)
        for (m = 0; m < 4; m += 3) { f(n, m); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
