/* Pascal's triangle mod p in unsigned arrays, triangular loop, p varied */
#include <stdio.h>
#define N 40
static unsigned C[N][N];
static void run(int n, unsigned p)
{
    int i, j;
    unsigned h = 0;
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) C[i][j] = 0;
    for (i = 0; i < n; i++) C[i][0] = 1u % p;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 1; j <= i; j++)
            C[i][j] = (C[i - 1][j - 1] + C[i - 1][j]) % p;
    for (i = 0; i < n; i++) for (j = 0; j <= i; j++) h = h * 2654435761u + C[i][j];
    printf("n=%d p=%u h=%u\n", n, p, h);
    if (n > 0) { for (j = 0; j < n; j++) printf("%u ", C[n - 1][j]); printf("\n"); }
}
int main(void)
{
    run(0, 2); run(1, 2); run(2, 3); run(5, 7); run(17, 2); run(40, 1000000007u); run(33, 1);
    return 0;
}
