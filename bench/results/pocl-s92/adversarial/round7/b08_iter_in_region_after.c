/* iterators read inside the region after their loops: a step-2 loop's exit bounds the next loop, a down loop's exit is a subscript */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static void f(int n)
{
    int i, j;
#pragma scop
    for (i = 0; i < n; i += 2)
        A[i] = A[i] + 1.0;
    for (j = 0; j < i && j < N; j++)
        B[j] = B[j] + A[j] * 0.5;
    for (i = n - 1; i >= 3; i -= 2)
        B[i] = B[i] * 2.0;
    A[i + 2] = A[i + 2] + j;
#pragma endscop
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (n = 0; n <= 12; n++) f(n);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
