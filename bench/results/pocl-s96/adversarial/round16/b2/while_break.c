/* inner while loop and break inside a region body (scan until a zero or the end) */
#include <stdio.h>
static void run(int n, int m)
{
    int b[20][20], len[20];
    int i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) b[i][j] = (i * 3 + j * 7) % (5 + i % 3);
#pragma bbmm
    for (i = 0; i < n; i++) {
        int k = 0;
        while (k < m && b[i][k] != 0)
            k++;
        len[i] = k;
    }
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n; i++) printf("%d ", len[i]);
    printf("\n");
}
int main(void)
{
    run(0, 0); run(1, 0); run(3, 4); run(20, 20);
    return 0;
}
