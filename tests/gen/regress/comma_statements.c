/* comma expressions as whole statements (issue 48 item 6): 'a = x, b = y;' and the parenthesized form macros produce ('#define cadd(d, a, b) (d.re = ..., d.im = ...)' in NPB's FT), in kernels, in host code and as a loop's body without braces; their operands run in order, each seeing the one before */
#include <stdio.h>
#define N 48
#define CSET(re, im, i, x, y) (re[i] = (x), im[i] = (y))
#define CADD(re, im, i, a, b) (re[i] = re[a] + re[b], im[i] = im[a] + im[b])
static double Re[N], Im[N], A[N][N], B[N][N];
static void f(int n)
{
    int i, j;
    double s;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            CSET(Re, Im, i, 0.5 * i, 1.0 - i);
        for (j = 1; j < n; j++)
            for (i = 0; i < n; i++)
                A[j][i] = A[j][i] * 0.5 + i, B[j][i] = A[j][i] + B[j - 1][i];
        for (i = 2; i < n; i++)
            CADD(Re, Im, i, i - 1, i - 2);
        for (i = 0; i < n; i++) {
            s = Re[i] + 1.0, s = s * 2.0;
            (A[0][i] = s, B[0][i] = s + Im[i]);
        }
    }
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = (double)((i * 7 + j * 3) % 13), B[i][j] = (double)(i + j);
    f(N);
    for (i = 0; i < N; i++)
        printf("%a %a\n", Re[i], Im[i]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
