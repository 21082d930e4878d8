/* char/short iterators compared with int bounds, signed char subscript offsets */
#include <stdio.h>
#define N 130
static int A[N], B[N];
static void f(int n, signed char d)
{
    short s;
    char c;
#pragma bbmm
    {
        for (s = 0; s < n; s++)
            A[s] = A[s] + s * 3 - d;
        for (c = 0; c < 100 && c < n; c += 7)
            B[c + d + 5] = B[c + d + 5] + c;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    for (n = 0; n <= 120; n += 40) { f(n, -5); f(n, 3); }
    for (i = 0; i < N; i++) printf("%d %d\n", A[i], B[i]);
    return 0;
}
