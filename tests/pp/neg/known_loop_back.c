// expect: 12:13: error: 'n' is assigned here after a loop bound or subscript at 10:29 took its value (assigned at 8:9): in C the loop's next iteration reads this one; assign it before that use
static double A[64][64];
void f(int m)
{
    int i, k, n;
#pragma bbmm
    {
        n = 3;
        for (k = 0; k < m; k++) {
            for (i = 0; i < n; i++)
                A[k][i] = i;
            n = k;
        }
    }
}
