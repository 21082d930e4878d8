/* short and unsigned char iterators with steps 3 and -2, inner under an affine if; read after */
#include <stdio.h>
#define N 40
static double A[N][8];
static void f(short n)
{
    short i = -1;
    unsigned char j = 200;
#pragma bbmm
    for (i = n; i >= 0; i -= 2)
        if (i % 3 != 0)
            for (j = 1; j < 7 && j < i; j += 3)
                A[i][j] = A[i][j] + i;
    printf("n=%d i=%d j=%u\n", n, i, j);
}
int main(void)
{
    int i, j;
    short n;
    for (i = 0; i < N; i++) for (j = 0; j < 8; j++) A[i][j] = i * 0.5 + j;
    for (n = 0; n <= 13; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < 8; j++) printf("%a\n", A[i][j]);
    return 0;
}
