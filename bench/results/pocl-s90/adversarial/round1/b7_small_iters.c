/* unsigned char and short iterators, with a parameter bound of those types */
#include <stdio.h>
#define N 260
static double A[N];
static int R[3];
static void f(unsigned char n, short m)
{
    unsigned char c;
    short s;
#pragma bbmm
    {
        for (c = 0; c < n; c++)
            A[c] = A[c] * 0.5 + c;
        for (s = m; s >= 0; s -= 7)
            A[s + 3] -= 1.0;
        for (c = n; c > 0; c--)
            A[c] += 0.125;
    }
    R[0] = c; R[1] = s;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i % 9;
    static const unsigned char ns[4] = {255, 0, 1, 100};
    static const short ms[4] = {250, 0, -3, 6};
    for (t = 0; t < 4; t++) { f(ns[t], ms[t]); printf("%d %d\n", R[0], R[1]); }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
