// expect: 11:13: error: 'n' is assigned here after a loop bound or subscript at 9:25 took its value (assigned at 8:9): in C the loop's next iteration reads this one; assign it before that use
static double A[64];
void f(int m)
{
    int i, n;
#pragma bbmm
    {
        n = m;
        for (i = 0; i < n; i++) {
            A[i] = i;
            n = i;
        }
    }
}
