/* unbounded and bounded knapsack tables updated in place with offsets it/2+1, it%3+2 and constant 3 */
#include <stdio.h>
#define W 40
static int u[W + 1], b[W + 1], c[W + 1];
static void knap(int ni, int cap)
{
    int it, w;
#pragma bbmm
    for (it = 0; it < ni; it++) {
        for (w = it / 2 + 1; w <= cap; w++)
            u[w] = u[w] > u[w - (it / 2 + 1)] + it ? u[w] : u[w - (it / 2 + 1)] + it;
        for (w = cap; w >= it % 3 + 2; w--)
            b[w] = b[w] > b[w - it % 3 - 2] + 2 * it + 1 ? b[w] : b[w - it % 3 - 2] + 2 * it + 1;
        for (w = cap; w >= 3; w--)
            c[w] = c[w] > c[w - 3] + it ? c[w] : c[w - 3] + it;
    }
}
int main(void)
{
    int i, ni, cap;
    for (ni = 0; ni <= 9; ni += 3)
        for (cap = 0; cap <= W; cap += 13) {
            for (i = 0; i <= W; i++) u[i] = b[i] = c[i] = 0;
            knap(ni, cap);
            printf("%d %d\n", ni, cap);
            for (i = 0; i <= cap; i++) printf("%d %d %d\n", u[i], b[i], c[i]);
        }
    return 0;
}
