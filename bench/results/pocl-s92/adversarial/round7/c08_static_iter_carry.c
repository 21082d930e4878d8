/* static local iterator and scalar in a region function: the next call starts from the values the previous left */
#include <stdio.h>
#define N 40
static double A[N];
static int step(int n)
{
    static int i = 0;
    static double carry = 1.0;
    int start = i;
#pragma scop
    for (i = start; i < n; i++)
        A[i] = A[i] + carry;
    for (i = start; i < n; i++)
        if (A[i] > 3.0) carry = A[i] * 0.5;
#pragma endscop
    return i;
}
int main(void)
{
    int i, c, r;
    for (i = 0; i < N; i++) A[i] = (i * 11 % 9) * 0.5;
    for (c = 1; c <= 8; c++) {
        r = step(c * 5);
        printf("c=%d r=%d\n", c, r);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
