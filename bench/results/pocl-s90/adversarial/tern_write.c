#include <stdio.h>
#define N 30
static double A[N], B[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i < k ? k - 1 - i : i] = B[i];
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = 0; B[i] = i; }
    f(30, 10);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
