/* Arrays of typedef'd array types declared inside the region (vec5 t) and
 * inside a helper it inlines (pair tmp: double tmp[2][5]), and sizeof in
 * that helper of them, of a typedef and of a file-scope array.  An extent
 * of a typedef or of a file-scope declaration is read from the file's
 * tokens, not from the inlined body's (where sizeof (G) made bbmm-pp
 * crash). */
#include <stdio.h>
#define N 6
typedef double vec5[5];
typedef vec5 pair[2];
static double u[N][5];
static double G[3][5];
static void fill(double x, vec5 d)
{
    int m;
    pair tmp;
    for (m = 0; m < 5; m++) {
        tmp[0][m] = x * m + (double)(sizeof(tmp) / sizeof(tmp[0][0])) + (double)(sizeof(G) / sizeof(G[0]));
        tmp[1][m] = x - m + (double)sizeof(vec5);
    }
    for (m = 0; m < 5; m++)
        d[m] = tmp[0][m] * tmp[1][4 - m];
}
int main(void)
{
    int i, m;
    double s = 0;
#pragma bbmm
    for (i = 0; i < N; i++) {
        vec5 t;
        fill(i * 0.5, t);
        for (m = 0; m < 5; m++)
            u[i][m] = t[m] + (double)sizeof(t) + (double)sizeof(pair);
    }
    for (i = 0; i < N; i++)
        for (m = 0; m < 5; m++)
            s += u[i][m] * (1 + (i + m) % 3);
    printf("%.17g\n", s);
    return 0;
}
