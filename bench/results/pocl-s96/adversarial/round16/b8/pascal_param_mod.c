/* Pascal's triangle modulo a run-time p held in a long variable, in place on one row (backward j loop) */
#include <stdio.h>
static long row[50];
static void run(int n, long p)
{
    int i, j;
    for (j = 0; j < 50; j++) row[j] = 0;
    row[0] = 1 % p;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = i; j >= 1; j--)
            row[j] = (row[j] + row[j - 1]) % p;
    printf("n=%d p=%ld\n", n, p);
    for (j = 0; j < n; j++) printf("%ld ", row[j]);
    printf("\n");
}
int main(void)
{
    run(0, 2); run(1, 3); run(2, 5); run(10, 7); run(49, 1000000007L); run(33, 2); run(20, 1);
    return 0;
}
