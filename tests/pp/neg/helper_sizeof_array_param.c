// expect: 9:34: error: 'sizeof q' in 'fill' is the size of a pointer, not of the array: C passes a parameter declared as an array as a pointer; write the size the array has (its element's size times its length)
/* sizeof of a helper's array parameter: the size of a pointer in C, not of the row the call passes */
#include <stdio.h>
#define N 16
static double Q[N][5];
static void fill(double q[5], double s)
{
    int m;
    for (m = 0; m < (int)(sizeof q / sizeof q[0]) - 3; m++)
        q[m] = s * m;
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        fill(Q[i], i * 0.5);
}
int main(void) { int i, m; f(N); for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", Q[i][m]); return 0; }
