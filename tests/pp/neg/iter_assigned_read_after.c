// expect: 12:9: error: 'j' is assigned in the region, a loop of the region runs over it, and the code after the region reads it: its final value is not kept; assign it after the region
/* The assignment after the region is conditional, so the read after it
 * may see the value the region left in j. */
double F[16][16];
int f(int n, int c)
{
    int j, k;
#pragma bbmm
    for (k = 0; k < n; k++) {
        for (j = 0; j < n; j++)
            F[k][j] = F[k][j] + 1.0;
        j = 3;
        F[k][j] = 0.5;
    }
    if (c)
        j = 0;
    return j;
}
