/* a host-evaluated double scalar between two nests is computed from the first loop's exit value (s = i * 0.5) */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void f(int n)
{
    int i = 5, j;
    double s = -1.0;
#pragma scop
    for (i = 0; i < n; i += 3)
        A[i] = A[i] + 1.0;
    s = i * 0.5;
    for (j = 0; j < n; j++)
        B[j] = B[j] + s;
#pragma endscop
    printf("n=%d i=%d s=%a\n", n, i, s);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (n = 0; n <= 10; n++) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
